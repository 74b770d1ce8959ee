// Channel types (Kanaltypen): creator, brand, media, community.
export * from './cues.ts';
export * from './classify-channel-type.ts';
export * from './known-accounts.ts';

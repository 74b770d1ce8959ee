import { z } from 'zod';
import { IDENTITY_DECISIONS, IDENTITY_EVIDENCE_KINDS, IDENTITY_OVERRIDE_KINDS } from '@creatorlens/contracts';

export const identityEvidenceOutput = z.object({
  kind: z.enum(IDENTITY_EVIDENCE_KINDS),
  weight: z.number(),
  de: z.string(),
  en: z.string(),
});

export const identityChannelOutput = z.object({
  id: z.string(),
  key: z.string(),
  platform: z.string(),
  handle: z.string(),
  name: z.string(),
  followers: z.number().nullable(),
  artistSlug: z.string(),
  artistName: z.string(),
});

export const identityPairOutput = z.object({
  channelAId: z.string(),
  channelBId: z.string(),
  confidence: z.number().min(0).max(1),
  decision: z.enum(IDENTITY_DECISIONS),
  evidence: z.array(identityEvidenceOutput),
});

export const identityOverrideKindSchema = z.enum(IDENTITY_OVERRIDE_KINDS);

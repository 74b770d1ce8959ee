// Exports of the identity area: who is one person across platforms, people's corrections, and people discovery.
export { getArtistIdentity } from './get-artist-identity.ts';
export { correctIdentity, deleteIdentityOverride, listGlobalIdentityDecisions } from './correct-identity.ts';
export { resolveIdentities } from './resolve-identities.ts';
export { organizationPersonMap, channelIdsOfPerson } from './overrides.ts';
export { searchPeople } from './search-people.ts';

// Exports of the identity area: who is one person across platforms, people's corrections, and people discovery.
export { getArtistIdentity, type ArtistIdentityView } from './get-artist-identity.ts';
export { correctIdentity, deleteIdentityOverride, listGlobalIdentityDecisions, type CorrectIdentityInput } from './correct-identity.ts';
export { resolveIdentities, type ResolveIdentitiesResult } from './resolve-identities.ts';
export { effectivePersons } from './effective-groups.ts';
export { organizationPersonMap, channelIdsOfPerson } from './overrides.ts';
export { searchPeople, type SearchPeopleInput, type PeoplePage } from './search-people.ts';

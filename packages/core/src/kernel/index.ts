// The shared kernel of core: small building blocks every area may use (sealing secrets, trimming characters from a string's ends without quadratic regexes). It imports no other area of
// core, so using it never creates an import loop between areas.
export { deriveConnectorKey, encryptSecret, decryptSecret, isBoundSecret } from './secret-box.ts';
export { trimEndMatching, trimStartMatching } from './text-trim.ts';

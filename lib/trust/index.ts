export { DEFAULT_TRUST_LIST, normalizeTokenText, resolveTrust, type TrustList, type TrustResolution } from "./trust";
export { TRUST_LIST_VERSION, WELL_KNOWN_MINTS, type TrustCategory, type TrustEntry } from "./well-known-mints";
export { EVM_TRUST_LIST_VERSION, evmTrustList, WELL_KNOWN_EVM_TOKENS } from "./well-known-evm";

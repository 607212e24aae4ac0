export { DEFAULT_TRUST_LIST, normalizeTokenText, resolveTrust, type TrustList, type TrustResolution } from "./trust";
export { EVM_TRUST_LIST_VERSION, evmTrustList, WELL_KNOWN_EVM_TOKENS } from "./well-known-evm";
export { TRUST_LIST_VERSION, type TrustCategory, type TrustEntry, WELL_KNOWN_MINTS } from "./well-known-mints";

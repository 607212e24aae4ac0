/** Version of the risk engine (checks + scoring table). Bump when a score could change. */
export const ENGINE_VERSION = "solana-engine/3.17.0";

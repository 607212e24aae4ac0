// Hardhat 2 configuration for the local EVM the EVM tests start (tests/support/evm/local-evm.ts).
// Only the built-in Hardhat Network is used: no compilation (tokens are compiled with solc, see contracts/),
// no forking, no network access. Paths point into the OS temp dir so the run writes nothing into the repo.
const os = require("node:os");
const path = require("node:path");

const scratch = path.join(os.tmpdir(), "token-risk-hardhat");

module.exports = {
  paths: {
    root: __dirname,
    cache: path.join(scratch, "cache"),
    artifacts: path.join(scratch, "artifacts"),
    sources: path.join(scratch, "sources"),
  },
  networks: {
    hardhat: {
      chainId: 31337,
      hardfork: "cancun",
      allowUnlimitedContractSize: false,
      mining: { auto: true, interval: 0 },
      // Deterministic accounts (the well-known Hardhat test mnemonic): addresses are stable across runs.
      accounts: { count: 5, accountsBalance: "1000000000000000000000000" },
      loggingEnabled: false,
    },
  },
};

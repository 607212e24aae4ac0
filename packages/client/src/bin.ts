#!/usr/bin/env node
// The `token-risk` executable: runs the CLI (src/cli.ts) with this process's streams and environment.
import { describeError, EXIT, main } from "./cli.js";

// A reader that stops early (`token-risk batch list.txt | head`) is not an error.
process.stdout.on("error", (err: NodeJS.ErrnoException) => {
  if (err.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw err;
});

main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env })
  .then((code) => {
    process.exitCode = code;
  })
  .catch((err: unknown) => {
    process.stderr.write(`token-risk: ${describeError(err)}\n`);
    process.exitCode = EXIT.error;
  });

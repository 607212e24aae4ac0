/**
 * Preloaded (`node -r`) into a `next start` by scripts/bench-cold-start.ts: timing marks of a cold start, written as
 * JSON to the file named by BENCH_COLD_TRACE when the process exits. Marks, in ms since the process started
 * (performance.now()): the server listening, the first request's arrival, Next loading instrumentation.js and
 * running its `register()` (ours: configuration, store, seed), the first route module loaded (start and end; its
 * chunks with it), and the first answer's last byte. Only observes: Node's module loader and http.Server#emit are
 * wrapped, nothing is changed.
 */
const Module = require("node:module");
const http = require("node:http");
const fs = require("node:fs");
const { performance } = require("node:perf_hooks");

const out = process.env.BENCH_COLD_TRACE;
const marks = {};
const mark = (name) => {
  if (!(name in marks)) marks[name] = performance.now();
};

const load = Module._load;
Module._load = function tracedLoad(...args) {
  const [request, parent, isMain] = args;
  let filename = "";
  try {
    filename = Module._resolveFilename(request, parent, isMain);
  } catch {
    // Not resolvable: the original loader reports it.
  }
  const fresh = filename && !Module._cache[filename];
  const route = fresh && /[\\/]\.next[\\/]server[\\/]app[\\/].*[\\/]route\.js$/.test(filename);
  if (route) mark("routeLoadStart");
  const exports = load.apply(this, args);
  if (route) mark("routeLoadEnd");
  if (
    fresh &&
    /[\\/]\.next[\\/]server[\\/]instrumentation\.js$/.test(filename) &&
    typeof exports?.register === "function"
  ) {
    const register = exports.register;
    const wrapped = {
      ...exports,
      register: async (...args) => {
        mark("registerStart");
        try {
          return await register.apply(exports, args);
        } finally {
          mark("registerEnd");
        }
      },
    };
    Module._cache[filename].exports = wrapped;
    return wrapped;
  }
  return exports;
};

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function tracedEmit(...args) {
  const [event, , res] = args;
  if (event === "listening") mark("listening");
  if (event === "request" && !("firstRequest" in marks)) {
    mark("firstRequest");
    res.once("finish", () => mark("firstAnswer"));
  }
  return emit.apply(this, args);
};

process.on("exit", () => {
  if (out) fs.writeFileSync(out, JSON.stringify(marks));
});

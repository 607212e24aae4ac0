/**
 * Preloaded (`node -r`) into a `next start` by `scripts/bench-store.ts --trace`: per API request, timing marks around
 * its store trips, one JSON line per answered request appended to `<BENCH_STORE_TRACE>/<pid>.jsonl`. Marks, ms
 * (performance.now()): the request's arrival; the API key's hash (the first sha256 one-shot hash of the request: the
 * wrapper's authentication); per outgoing HTTP request (a store trip on Redis) its creation, its socket (the request
 * is written right after), its write completed (Node's `http.client.request.start`, published once the write's
 * callback ran, one or more ticks later), the answer's headers and its end; the response's head; the response's end. Requests are
 * sequential in that bench, so "the current request" is the last one that arrived. Only observes: Node's one-shot
 * hash, http.request and ServerResponse#writeHead are wrapped, nothing is changed.
 */
const dc = require("node:diagnostics_channel");
const fs = require("node:fs");
const crypto = require("node:crypto");
const http = require("node:http");
const { performance } = require("node:perf_hooks");

const dir = process.env.BENCH_STORE_TRACE;
const out = dir ? fs.openSync(`${dir}/${process.pid}.jsonl`, "a") : null;
const now = () => performance.now();
let current = null;

const hash = crypto.hash;
crypto.hash = function tracedHash(algorithm, ...rest) {
  if (current && current.hash === undefined && algorithm === "sha256") current.hash = now();
  return hash.call(this, algorithm, ...rest);
};

const writeHead = http.ServerResponse.prototype.writeHead;
http.ServerResponse.prototype.writeHead = function tracedWriteHead(...args) {
  const r = this.req?.__storeTrace;
  if (r && r.head === undefined) r.head = now();
  return writeHead.apply(this, args);
};

const request = http.request;
http.request = function tracedRequest(...args) {
  const trip = current ? { create: now() } : null;
  const req = request.apply(this, args);
  if (trip) {
    current.trips.push(trip);
    req.once("socket", () => {
      trip.socket = now();
    });
    req.once("response", (res) => {
      trip.headers = now();
      res.once("end", () => {
        trip.end = now();
      });
    });
  }
  return req;
};

// Node publishes the client's start once the request is written (ClientRequest#_finish).
dc.subscribe("http.client.request.start", () => {
  const trip = current?.trips.at(-1);
  if (trip && trip.written === undefined) trip.written = now();
});
dc.subscribe("http.server.request.start", ({ request: req }) => {
  current = { method: req.method, url: req.url, arrive: now(), trips: [] };
  req.__storeTrace = current;
});
dc.subscribe("http.server.response.finish", ({ request: req }) => {
  const r = req.__storeTrace;
  if (!r || out === null) return;
  r.finish = now();
  fs.writeSync(out, `${JSON.stringify(r)}\n`);
});

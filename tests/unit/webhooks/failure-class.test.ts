import { readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transportFailureClass } from "@/lib/webhooks/failure-class";
import { postWebhook } from "@/lib/webhooks/ssrf-guard";
import { freePort } from "../../support/free-port";
import { makeSelfSignedCert } from "../../support/https-receiver";

/**
 * Delivery failures are reported as short classes, never raw library strings: each class is
 * produced here by a real socket failure against a local server (refused port, untrusted TLS
 * certificate, a server that never answers, one that resets the connection, a 503).
 */
const servers: net.Server[] = [];
const sockets = new Set<net.Socket>();
let tlsUrl = "";
let silentUrl = "";
let resetUrl = "";
let status503Url = "";
let closedUrl = "";

const listen = (srv: net.Server) => {
  srv.on("connection", (s: net.Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  return new Promise<number>((r) => srv.listen(0, "127.0.0.1", () => r((srv.address() as net.AddressInfo).port)));
};

beforeAll(async () => {
  const { certPath, keyPath } = makeSelfSignedCert();
  const tls = https.createServer({ cert: readFileSync(certPath), key: readFileSync(keyPath) }, (_req, res) =>
    res.end("ok"),
  );
  tlsUrl = `https://127.0.0.1:${await listen(tls)}/hook`;
  const silent = net.createServer(() => {}); // accepts, never answers
  silentUrl = `http://127.0.0.1:${await listen(silent)}/hook`;
  const reset = net.createServer((socket) => socket.once("data", () => socket.resetAndDestroy()));
  resetUrl = `http://127.0.0.1:${await listen(reset)}/hook`;
  const fail = http.createServer((_req, res) => {
    res.statusCode = 503;
    res.end("OpenSSL says no; internal detail");
  });
  status503Url = `http://127.0.0.1:${await listen(fail)}/hook`;
  closedUrl = `http://127.0.0.1:${await freePort()}/hook`;
  servers.push(tls, silent, reset, fail);
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  for (const s of servers) await new Promise<void>((r) => s.close(() => r()));
});

const post = (url: string, timeoutMs = 2000) =>
  postWebhook({ url, body: "{}", headers: {}, timeoutMs, allowInsecureLoopback: true });
const CLASS = /^(timeout|refused|reset|tls_error|dns|unreachable|blocked|network_error|http_\d{3})$/;

describe("webhook delivery failure classes", () => {
  it("refused port → refused", async () => {
    expect((await post(closedUrl)).error).toBe("refused");
  });
  it("untrusted TLS certificate → tls_error (no OpenSSL text)", async () => {
    const r = await post(tlsUrl);
    expect(r.error).toBe("tls_error");
    expect(r.status).toBe(0);
  });
  it("no answer within the timeout → timeout", async () => {
    expect((await post(silentUrl, 300)).error).toBe("timeout");
  });
  it("connection reset → reset", async () => {
    expect((await post(resetUrl)).error).toBe("reset");
  });
  it("a 503 is a status, no transport error; reported as http_503", async () => {
    const r = await post(status503Url);
    expect(r).toMatchObject({ status: 503 });
    expect(r.error).toBeUndefined();
  });
  it("every errno maps to a class", () => {
    for (const code of [
      "ECONNREFUSED",
      "ECONNRESET",
      "ETIMEDOUT",
      "ENOTFOUND",
      "EAI_AGAIN",
      "EHOSTUNREACH",
      "ERR_TLS_CERT_ALTNAME_INVALID",
      "CERT_HAS_EXPIRED",
      "DEPTH_ZERO_SELF_SIGNED_CERT",
      "ERR_SSL_WRONG_VERSION_NUMBER",
      "EWHATEVER",
    ]) {
      expect(transportFailureClass(Object.assign(new Error("raw library text"), { code }))).toMatch(CLASS);
    }
    expect(transportFailureClass(Object.assign(new Error("x"), { code: "CERT_HAS_EXPIRED" }))).toBe("tls_error");
    expect(transportFailureClass(Object.assign(new Error("x"), { code: "ENOTFOUND" }))).toBe("dns");
  });
});

describe("stored errors shown by the API", () => {
  it("keeps classes and the service's own notes; maps raw text written before classification to its class", async () => {
    const { shownFailure } = await import("@/lib/webhooks/failure-class");
    expect(shownFailure(null)).toBeNull();
    expect(shownFailure("http_500")).toBe("http_500");
    expect(shownFailure("Not sent: the endpoint is disabled.")).toBe("Not sent: the endpoint is disabled.");
    expect(shownFailure("HTTP 302: redirects are not followed")).toBe("http_302");
    expect(shownFailure("ECONNREFUSED: connect ECONNREFUSED 203.0.113.5:8443")).toBe("refused");
    expect(shownFailure("EPROTO: 80D8:error:0A00010B:SSL routines:ssl3_get_record:wrong version number")).toBe(
      "tls_error",
    );
    expect(shownFailure("timed out after 3000 ms")).toBe("timeout");
    expect(shownFailure("Refused by the SSRF guard: example.com resolves to a non-public address")).toBe("blocked");
    expect(shownFailure("something else entirely")).toBe("network_error");
  });
});

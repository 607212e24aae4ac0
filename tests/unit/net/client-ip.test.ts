import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { clientAddress, installPeerAddressHook, networkOf, normalizeIp, PEER_HEADER } from "@/lib/net/client-ip";

const SELF = { vercel: false, trustedProxyHops: 0 };

/** Headers as a real Node HTTP server sees them after the peer hook ran (a real socket, a real request). */
async function serverSideHeaders(sent: Record<string, string>): Promise<Record<string, string | string[] | undefined>> {
  await installPeerAddressHook();
  let seen: Record<string, string | string[] | undefined> = {};
  const server = createServer((req, res) => {
    seen = { ...req.headers };
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers: sent });
    await res.arrayBuffer();
  } finally {
    server.close();
  }
  return seen;
}

describe("clientAddress", () => {
  it("self-hosted, 0 hops: the socket peer, whatever X-Forwarded-For or a forged peer header say", async () => {
    const h = await serverSideHeaders({
      "x-forwarded-for": "203.0.113.9",
      "x-real-ip": "198.51.100.7",
      [PEER_HEADER]: "forged 192.0.2.1",
    });
    expect(clientAddress(h, SELF)).toBe("127.0.0.1");
  });

  it("self-hosted, N hops: the entry N places left of the peer; client-added entries further left are ignored", async () => {
    const h = await serverSideHeaders({ "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.2" });
    expect(clientAddress(h, { vercel: false, trustedProxyHops: 1 })).toBe("10.0.0.2");
    expect(clientAddress(h, { vercel: false, trustedProxyHops: 2 })).toBe("203.0.113.9");
    // More hops configured than entries present: the leftmost available, never beyond.
    expect(clientAddress(h, { vercel: false, trustedProxyHops: 9 })).toBe("6.6.6.6");
  });

  it("without the server hook's token the peer header is not trusted (unknown, not a client value)", () => {
    expect(clientAddress({ [PEER_HEADER]: "deadbeef 203.0.113.9", "x-forwarded-for": "203.0.113.9" }, SELF)).toBeNull();
    expect(clientAddress(new Headers({ "x-forwarded-for": "203.0.113.9" }), SELF)).toBeNull();
  });

  it("on Vercel: the platform's x-vercel-forwarded-for, then x-real-ip", () => {
    const vercel = { vercel: true, trustedProxyHops: 0 };
    expect(
      clientAddress(
        new Headers({ "x-vercel-forwarded-for": "203.0.113.9, 10.1.1.1", "x-real-ip": "198.51.100.7" }),
        vercel,
      ),
    ).toBe("203.0.113.9");
    expect(clientAddress(new Headers({ "x-real-ip": "2001:db8::1" }), vercel)).toBe("2001:db8::1");
    expect(clientAddress(new Headers({ "x-vercel-forwarded-for": "garbage" }), vercel)).toBeNull();
  });
});

describe("normalizeIp and networkOf", () => {
  it("canonicalises addresses and refuses non-addresses", () => {
    expect(normalizeIp("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(normalizeIp("[2001:DB8::1]:443")).toBe("2001:db8::1");
    expect(normalizeIp("203.0.113.9:8080")).toBe("203.0.113.9");
    expect(normalizeIp("fe80::1%eth0")).toBe("fe80::1");
    expect(normalizeIp("evil.example")).toBeNull();
    expect(normalizeIp("")).toBeNull();
  });
  it("groups IPv4 by /24 and IPv6 by /64", () => {
    expect(networkOf("203.0.113.9")).toBe("203.0.113.0/24");
    expect(networkOf("203.0.113.200")).toBe(networkOf("203.0.113.1"));
    expect(networkOf("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(networkOf("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe(networkOf("2001:db8:1:2::"));
    expect(networkOf("2001:db8:1:3::1")).not.toBe(networkOf("2001:db8:1:2::1"));
    expect(networkOf("::1")).toBe("0:0:0:0::/64");
  });
});

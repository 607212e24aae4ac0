/** Where the client address comes from (VERCEL / TRUSTED_PROXY_HOPS; lib/net/client-ip.ts). */
export interface ClientIpSettings {
  /** Platform: Vercel's edge sets the client address headers itself. */
  vercel: boolean;
  /** Self-hosted: reverse proxies in front of the server that append to X-Forwarded-For. */
  trustedProxyHops: number;
}

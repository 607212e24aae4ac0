/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The Solana client packages are plain ESM for Node; keep them out of the server bundle.
  serverExternalPackages: ["@solana/kit", "@solana-program/token", "@solana-program/token-2022"],
};

export default nextConfig;

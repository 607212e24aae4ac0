import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { SiteHeader } from "@/components/site-header";
import "./globals.css";

export const metadata: Metadata = {
  title: "Token Risk API",
  description: "Security intelligence for on-chain tokens: risk scans before you touch a token.",
};

export const viewport: Viewport = { themeColor: "#0a0e14", colorScheme: "dark" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page is rendered per request: the Content-Security-Policy nonce (middleware.ts) is new
  // each time and Next can only put it on its scripts while rendering. A prerendered page would
  // carry scripts without it, which the policy blocks.
  await connection();
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#content">
          Skip to content
        </a>
        <SiteHeader />
        <div id="content" tabIndex={-1} style={{ outline: "none" }}>
          {children}
        </div>
      </body>
    </html>
  );
}

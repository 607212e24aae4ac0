import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SiteHeader } from "@/components/site-header";
import "./globals.css";

export const metadata: Metadata = {
  title: "Token Risk API",
  description: "Security intelligence for on-chain tokens: risk scans before you touch a token.",
};

export const viewport: Viewport = { themeColor: "#0a0e14", colorScheme: "dark" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#content">Skip to content</a>
        <SiteHeader />
        <div id="content" tabIndex={-1} style={{ outline: "none" }}>
          {children}
        </div>
      </body>
    </html>
  );
}

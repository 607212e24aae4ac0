import type { Metadata } from "next";
import type { ReactNode } from "react";
import "./globals.css";

export const metadata: Metadata = {
  title: "Token Risk API",
  description: "Security intelligence for on-chain tokens: risk scans before you touch a token.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <header className="site">
          <nav aria-label="Main">
            <a className="brand" href="/">Token Risk API</a>
            <a href="/docs">API docs</a>
            <a href="/status">Status</a>
            <a href="/dashboard">Dashboard</a>
          </nav>
        </header>
        {children}
      </body>
    </html>
  );
}

import type { ReactNode } from "react";
import { DashboardNav } from "./dashboard-nav";
import { SignOutButton } from "./sign-out-button";
import { TierBadge } from "./tier-badge";
import type { Tier } from "./tiers";

/** The signed-in frame: account, plan, navigation by tier, sign-out. */
export function DashboardShell({ email, tier, children }: { email: string; tier: Tier; children: ReactNode }) {
  return (
    <div className="dash">
      <aside className="dash-side" aria-label="Account and navigation">
        <div className="dash-account">
          <div className="email" title={email}>
            {email}
          </div>
          <div className="plan">
            Plan <TierBadge tier={tier} />
          </div>
          <a href="/dashboard/account" className="muted small">
            Account and security
          </a>
        </div>
        <DashboardNav tier={tier} />
        <SignOutButton />
      </aside>
      <main className="dash-main" style={{ padding: 0, margin: 0, maxWidth: "none" }}>
        {children}
      </main>
    </div>
  );
}

export function PageHead({ title, lede, actions }: { title: string; lede?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="page-head">
      <div>
        <h1>{title}</h1>
        {lede ? <p>{lede}</p> : null}
      </div>
      {actions ? <div className="actions">{actions}</div> : null}
    </div>
  );
}

import type { Tier } from "@/lib/store/types";

const ITEMS: { href: string; label: string; min: Tier; why?: string }[] = [
  { href: "/dashboard", label: "Overview", min: "free" },
  { href: "/dashboard/keys", label: "API keys", min: "free" },
  { href: "/dashboard/batch", label: "Batch console", min: "pro", why: "Needs Pro or Enterprise" },
  { href: "/dashboard/watchlist", label: "Watchlist", min: "pro", why: "Needs Pro or Enterprise" },
  { href: "/dashboard/webhooks", label: "Webhooks", min: "enterprise", why: "Needs Enterprise" },
];
const RANK: Record<Tier, number> = { free: 0, pro: 1, enterprise: 2 };
export const TIER_LABEL: Record<Tier, string> = { free: "Free", pro: "Pro", enterprise: "Institutional (Enterprise)" };

/** Items a tier cannot use are shown locked with the reason, not hidden. */
export function DashboardNav({ tier, current }: { tier: Tier; current: string }) {
  return (
    <nav aria-label="Dashboard">
      <ul>
        {ITEMS.map((item) =>
          RANK[tier] >= RANK[item.min] ? (
            <li key={item.href}>
              <a href={item.href} aria-current={current === item.href ? "page" : undefined}>{item.label}</a>
            </li>
          ) : (
            <li key={item.href}>
              <span className="locked" title={item.why}>🔒 {item.label} <small>({item.why})</small></span>
            </li>
          ),
        )}
      </ul>
      <p style={{ marginTop: 16 }}>
        <a href="/api/auth/signout">Sign out</a>
      </p>
    </nav>
  );
}

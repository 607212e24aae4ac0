/** Client-safe tier helpers (no server imports). Limits come from the server pages. */
export type Tier = "free" | "pro" | "enterprise";
export const TIER_RANK: Record<Tier, number> = { free: 0, pro: 1, enterprise: 2 };
export const TIER_LABEL: Record<Tier, string> = { free: "Free", pro: "Pro", enterprise: "Enterprise" };
export const tierAtLeast = (tier: Tier, min: Tier) => TIER_RANK[tier] >= TIER_RANK[min];

export interface NavItem {
  href: string;
  label: string;
  min: Tier;
  icon: "overview" | "keys" | "batch" | "watchlist" | "webhooks";
}

export const NAV_ITEMS: NavItem[] = [
  { href: "/dashboard", label: "Overview", min: "free", icon: "overview" },
  { href: "/dashboard/keys", label: "API keys", min: "free", icon: "keys" },
  { href: "/dashboard/batch", label: "Batch console", min: "pro", icon: "batch" },
  { href: "/dashboard/watchlist", label: "Watchlist", min: "pro", icon: "watchlist" },
  { href: "/dashboard/webhooks", label: "Webhooks", min: "enterprise", icon: "webhooks" },
];

export function lockReason(min: Tier): string {
  return min === "enterprise" ? "Needs the Enterprise plan" : "Needs the Pro or Enterprise plan";
}

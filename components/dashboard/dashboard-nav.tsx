"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { IconBatch, IconEye, IconHook, IconKey, IconLock, IconOverview } from "@/components/ui/icons";
import { lockReason, NAV_ITEMS, type NavItem, type Tier, tierAtLeast } from "./tiers";

const ICONS: Record<NavItem["icon"], () => React.JSX.Element> = {
  overview: IconOverview,
  keys: IconKey,
  batch: IconBatch,
  watchlist: IconEye,
  webhooks: IconHook,
};

/**
 * Dashboard navigation. Items the plan cannot use stay visible, marked locked with the reason;
 * they still link to their page, which explains what the plan is missing (never a broken page).
 */
export function DashboardNav({ tier }: { tier: Tier }) {
  const pathname = usePathname();
  const current = NAV_ITEMS.find((i) => i.href === pathname) ?? NAV_ITEMS[0];
  return (
    <nav aria-label="Dashboard" className="dash-nav">
      <NavList tier={tier} pathname={pathname} variant="wide" />
      {/* Narrow screens: the same links behind a native disclosure (no horizontal strip to scroll). */}
      <details className="dash-menu" key={pathname}>
        <summary>
          <span className="sr-only">Dashboard menu, current page: </span>
          {current.label}
        </summary>
        <NavList tier={tier} pathname={pathname} variant="menu" />
      </details>
    </nav>
  );
}

function NavList({ tier, pathname, variant }: { tier: Tier; pathname: string; variant: "wide" | "menu" }) {
  return (
    <ul className={variant === "wide" ? "dash-links" : undefined}>
      {NAV_ITEMS.map((item) => {
        const Icon = ICONS[item.icon];
        const allowed = tierAtLeast(tier, item.min);
        const current = pathname === item.href;
        const reasonId = `nav-lock-${item.icon}-${variant}`;
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={current ? "page" : undefined}
              className={allowed ? undefined : "locked"}
              aria-describedby={allowed ? undefined : reasonId}
              data-locked={allowed ? undefined : "true"}
              title={allowed ? undefined : lockReason(item.min)}
            >
              <Icon />
              <span>{item.label}</span>
              {allowed ? null : (
                <span className="lock-note">
                  <IconLock />
                  {item.min === "enterprise" ? "Enterprise" : "Pro"}
                </span>
              )}
            </Link>
            {allowed ? null : (
              <span id={reasonId} className="sr-only">
                Locked: {lockReason(item.min)}.
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

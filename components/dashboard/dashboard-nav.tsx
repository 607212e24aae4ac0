"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { IconBatch, IconEye, IconHook, IconKey, IconLock, IconOverview } from "@/components/ui/icons";
import { lockReason, NAV_ITEMS, tierAtLeast, type NavItem, type Tier } from "./tiers";

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
  return (
    <nav aria-label="Dashboard" className="dash-nav">
      <ul>
        {NAV_ITEMS.map((item) => {
          const Icon = ICONS[item.icon];
          const allowed = tierAtLeast(tier, item.min);
          const current = pathname === item.href;
          const reasonId = `nav-lock-${item.icon}`;
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
              {allowed ? null : <span id={reasonId} className="sr-only">Locked: {lockReason(item.min)}.</span>}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

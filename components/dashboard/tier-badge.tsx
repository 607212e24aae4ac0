import { TIER_LABEL, type Tier } from "./tiers";

export function TierBadge({ tier }: { tier: Tier }) {
  return (
    <span className={`badge tier-${tier}`} data-testid="tier-badge">
      {TIER_LABEL[tier]}
    </span>
  );
}

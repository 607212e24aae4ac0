import { UpstashStore } from "@/lib/store/upstash-store";
import { watchlistProbeContract } from "../contract/watchlist-probe-contract";
import { useRedisBridge } from "../support/redis-fixture";

const r = useRedisBridge("watchlist-contract-token");

watchlistProbeContract("upstash (real redis-server)", async () => new UpstashStore({ url: r.url, token: r.token }));

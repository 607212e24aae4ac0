/** The cap and metering contract against the production adapter (UpstashStore → REST bridge → real redis-server). */
import { UpstashStore } from "@/lib/store/upstash-store";
import { meteringContract } from "../contract/metering-contract";
import { useRedisBridge } from "../support/redis-fixture";

const r = useRedisBridge("metering-contract-token");

meteringContract(
  "upstash (real redis-server)",
  async () => new UpstashStore({ url: r.url, token: r.token, timeoutMs: 2000 }),
);

/** The API hot path's store operation against the production adapter (UpstashStore → REST bridge → real redis-server). */
import { UpstashStore } from "@/lib/store/upstash-store";
import { admissionContract } from "../contract/admission-contract";
import { useRedisBridge } from "../support/redis-fixture";

const r = useRedisBridge("admission-contract-token");

admissionContract(
  "upstash (real redis-server)",
  async () => new UpstashStore({ url: r.url, token: r.token, timeoutMs: 2000 }),
);

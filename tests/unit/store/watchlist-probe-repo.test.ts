import { MemoryStore } from "@/lib/store/memory-store";
import { watchlistProbeContract } from "../../contract/watchlist-probe-contract";

watchlistProbeContract("memory", async () => new MemoryStore());

import { MemoryStore } from "@/lib/store/memory-store";
import { meteringContract } from "../../contract/metering-contract";

meteringContract("memory", async () => new MemoryStore());

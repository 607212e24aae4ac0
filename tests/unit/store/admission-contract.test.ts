import { MemoryStore } from "@/lib/store/memory-store";
import { admissionContract } from "../../contract/admission-contract";

admissionContract("memory", async () => new MemoryStore());

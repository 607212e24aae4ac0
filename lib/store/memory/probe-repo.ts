import type { ProbeRepo } from "../probe-repo";

/** Embedded adapter of ProbeRepo (placeholder; its owner fills it in). */
export class MemoryProbeRepo implements ProbeRepo {
  constructor(protected readonly now: () => number = Date.now) {}
}

import type { Redis } from "@upstash/redis";
import type { ProbeRepo } from "../probe-repo";

/** Upstash adapter of ProbeRepo (placeholder; its owner fills it in). Use guard() from ./guard for every call. */
export class UpstashProbeRepo implements ProbeRepo {
  constructor(protected readonly redis: Redis) {}
}

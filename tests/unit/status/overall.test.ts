import { describe, expect, it } from "vitest";
import { type ComponentStatus, overall, services } from "@/lib/status/public-status";

const c = (name: ComponentStatus["name"], status: ComponentStatus["status"]): ComponentStatus => ({
  name,
  status,
  latencyMs: status === "down" ? null : 5,
  detail: "",
});

describe("overall status follows what users can do", () => {
  it("RPC down: live scans impossible = outage, sandbox and dashboard still up", () => {
    const comps = [c("store", "up"), c("solana_rpc", "down")];
    expect(overall(comps)).toBe("outage");
    const svc = services(comps);
    expect(svc.find((s) => s.name === "live_scans")).toMatchObject({ status: "down", label: "Live scans" });
    expect(svc.find((s) => s.name === "live_scans")!.effect).toContain("503");
    expect(svc.find((s) => s.name === "sandbox_and_dashboard")).toMatchObject({ status: "up", effect: "" });
  });
  it("store down: everything is down", () => {
    expect(services([c("store", "down"), c("solana_rpc", "up")]).every((s) => s.status === "down")).toBe(true);
    expect(overall([c("store", "down"), c("solana_rpc", "up")])).toBe("outage");
  });
  it("slow RPC: degraded; all up: operational", () => {
    expect(overall([c("store", "up"), c("solana_rpc", "degraded")])).toBe("degraded");
    expect(overall([c("store", "up"), c("solana_rpc", "up")])).toBe("operational");
  });
});

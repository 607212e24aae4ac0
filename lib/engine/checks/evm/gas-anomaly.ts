import type { EvmCheckFacts } from "../../evm/facts";
import { defineCheck } from "../check";
import { completedSimulation, NO_CODE_TEXT, simulationNotRunText } from "./common";

export const gasAnomaly = defineCheck<EvmCheckFacts>({
  id: "GAS_ANOMALY",
  title: "Gas anomalies",
  group: "simulation",
  severity: "low",
  description:
    "Gas used by the simulated buy / sell (anomaly above 1,000,000) and wallet transfer (above 500,000): loops over holders, gas griefing, or hidden work on transfer (lib/chains/evm/simulate.ts, configurable).",
  failsAs: [
    { severity: "high", when: "the simulation ran out of gas as a whole" },
    { severity: "medium", when: "a simulated buy, sell or transfer used more gas than its threshold" },
  ],
  issuer: null,
  floorReasoning:
    "Medium: abnormal gas makes sells fail under normal gas limits and costs every holder on every trade, but it is not a block by itself (HONEYPOT catches a sell that fails).",
  run(ctx, emit) {
    if (!ctx.evm.code.present) return emit("unknown", NO_CODE_TEXT, { anomalies: null }, undefined, "Gas unknown");
    const raw = ctx.evm.simulation;
    if (raw.status === "inconclusive" && raw.outOfGas)
      return emit(
        "fail",
        `The simulation ran out of gas: ${raw.reason}. A trade that cannot finish within 15 M gas is a trap, not an RPC limit.`,
        { anomalies: "out of gas", buyGas: null, sellGas: null, transferGas: null },
        "high",
        "Trades run out of gas",
      );
    const s = completedSimulation(ctx);
    if (!s) return emit("unknown", simulationNotRunText(ctx), { anomalies: null }, undefined, "Gas not measured");
    const ev = {
      anomalies: s.gasAnomalies.join("; ") || null,
      buyGas: s.buy.gas.toString(),
      sellGas: s.sell.gas.toString(),
      transferGas: s.transfer.gas.toString(),
    };
    return s.gasAnomalies.length
      ? emit("fail", `Abnormal gas: ${s.gasAnomalies.join("; ")}.`, ev, "medium", "Abnormal gas")
      : emit(
          "pass",
          `Buy ${s.buy.gas}, sell ${s.sell.gas}, transfer ${s.transfer.gas} gas: normal.`,
          ev,
          undefined,
          "Normal gas",
        );
  },
  phrase: (f) => `abnormal gas (${f.evidence.anomalies})`,
});

/**
 * Runs once when the server process starts (next start / next dev). The Node-only work lives in
 * lib/startup.ts so the edge bundle never sees it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { installRequestGate } = await import("@/lib/api/request-gate");
    installRequestGate();
    const { startServer } = await import("@/lib/startup");
    await startServer();
  }
}

// Reads the JSON reports the test command wrote under test-results/ and prints one plain
// line "N passed, N failed[, N skipped]". Exits 1 when a report is missing or a test failed.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.argv[2] ?? "test-results";
const reports = ["vitest.json"];
let passed = 0, failed = 0, skipped = 0, ok = true;
for (const name of reports) {
  const path = join(dir, name);
  if (!existsSync(path)) {
    console.log(`[summary] missing report ${path}: the run did not finish`);
    failed += 1;
    ok = false;
    continue;
  }
  const r = JSON.parse(readFileSync(path, "utf8"));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  // A suite that failed to load (syntax error, failed setup) has no failed *tests*; count it.
  const brokenSuites = (r.testResults ?? []).filter((s) => s.status === "failed" && (s.assertionResults ?? []).every((a) => a.status !== "failed")).length;
  failed += brokenSuites;
  if (r.success === false) ok = false;
}
if (passed === 0) ok = false;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(ok && failed === 0 ? 0 : 1);

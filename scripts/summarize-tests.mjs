// Prints the one summary line CI reads: vitest's test results plus the checks of test-all.sh.
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
for (const line of readFileSync(".ci-out/checks.txt", "utf8").trim().split("\n")) {
  if (line.startsWith("pass ")) passed++;
  else {
    failed++;
    console.log(`check failed: ${line.slice(5)}`);
  }
}
// The two vitest runs of test-all.sh: every project but e2e, and e2e beside it.
for (const [file, what] of [
  [".ci-out/vitest.json", "vitest"],
  [".ci-out/vitest-e2e.json", "vitest's e2e project"],
]) {
  if (!existsSync(file)) {
    failed++;
    console.log(`${what} did not produce a report (${file})`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed += report.numPassedTests;
  // Skipped and pending tests count as failed: nothing here may be skipped.
  failed += report.numFailedTests + report.numPendingTests + report.numTodoTests;
  // A test file that fails to load has no tests but must not pass silently.
  failed += report.testResults.filter(
    (result) => result.status === "failed" && result.assertionResults.length === 0,
  ).length;
}
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

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
if (existsSync(".ci-out/vitest.json")) {
  const report = JSON.parse(readFileSync(".ci-out/vitest.json", "utf8"));
  passed += report.numPassedTests;
  // Skipped and pending tests count as failed: nothing here may be skipped.
  failed += report.numFailedTests + report.numPendingTests + report.numTodoTests;
  // A test file that fails to load has no tests but must not pass silently.
  failed += report.testResults.filter(
    (file) => file.status === "failed" && file.assertionResults.length === 0,
  ).length;
} else {
  failed++;
  console.log("vitest did not produce a report");
}
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

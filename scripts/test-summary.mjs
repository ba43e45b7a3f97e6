// Prints one line, 'N passed, N failed', over every test the run executed (Vitest and Playwright).
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const vitest = read('reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  // A test file that cannot even load (a missing import) runs no test: count it as a failure too.
  const brokenFiles = (vitest.testResults ?? []).filter(
    (f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0,
  ).length;
  failed += brokenFiles;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
const playwright = read('reports/playwright.json');
if (playwright?.stats) {
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected ?? 0;
  skipped += playwright.stats.skipped ?? 0;
}
// npm run security-scan (run by .ci/run after the tests): one check, passed or failed.
const scan = read('reports/security-scan/summary.json');
if (scan) {
  if (scan.passed) passed += 1;
  else failed += 1;
}
if (!vitest) failed += 1; // the unit run did not even report: count it as a failure
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);

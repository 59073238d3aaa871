// Adds up the JSON reports of every runner into one closing line: "N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];

const vitestFile = 'reports/vitest.json';
if (existsSync(vitestFile)) {
  const r = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numFailedTestSuites ?? 0);
  skipped += r.numPendingTests + r.numTodoTests;
  lines.push(`vitest: ${r.numPassedTests} passed, ${r.numFailedTests} failed (${r.numFailedTestSuites} failed files)`);
}
for (const name of ['e2e', 'visual']) {
  const file = `reports/${name}.json`;
  if (!existsSync(file)) continue;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  passed += s.expected;
  failed += s.unexpected + s.flaky;
  skipped += s.skipped;
  lines.push(`playwright ${name}: ${s.expected} passed, ${s.unexpected + s.flaky} failed`);
}
for (const l of lines) console.log(l);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);

// Adds up the JSON reports of every runner, then prints each tier's wall time and, last, the plain line
// CI reads: "N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];
// The names of what failed, printed last but one: a CI log is often read from its tail only.
const failures = [];

// The unit and story tiers, and the domain's tests that run only in the coverage tier.
for (const [tier, vitestFile] of [
  ['vitest', 'reports/vitest.json'],
  ['vitest (domain, with coverage)', 'reports/coverage.json'],
]) {
  if (!existsSync(vitestFile)) continue;
  const r = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numFailedTestSuites ?? 0);
  skipped += r.numPendingTests + r.numTodoTests;
  for (const file of r.testResults ?? []) {
    const broken = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of broken) failures.push(`vitest ${file.name}: ${t.fullName ?? t.title}`);
    if (file.status === 'failed' && broken.length === 0) {
      failures.push(`vitest ${file.name}: ${(file.message ?? 'the file failed').split('\n')[0]}`);
    }
  }
  lines.push(`${tier}: ${r.numPassedTests} passed, ${r.numFailedTests} failed (${r.numFailedTestSuites} failed files)`);
}
const e2eFile = 'reports/e2e.json';
if (existsSync(e2eFile)) {
  const report = JSON.parse(readFileSync(e2eFile, 'utf8'));
  const s = report.stats;
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected' || t.status === 'flaky') {
          failures.push(
            `e2e [${t.projectName}] ${spec.file}:${spec.line} ${[...path, spec.title].join(' › ')} (${t.status})`,
          );
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  passed += s.expected;
  failed += s.unexpected + s.flaky;
  skipped += s.skipped;
  lines.push(`playwright e2e: ${s.expected} passed, ${s.unexpected + s.flaky} failed`);
}

// Why a tier failed when no test in the reports did (a Vitest unhandled error, the coverage tier's own run
// or threshold): the first lines that say so in its saved output.
const whyFailed = (tier) => {
  const file = `reports/${tier}.log`;
  if (!existsSync(file)) return '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the colour codes of the saved output
  const log = readFileSync(file, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
  const at = log.search(/Unhandled (Error|Rejection)|FAIL |ERROR: Coverage|AssertionError/);
  return at < 0 ? '' : `:\n${log.slice(at, at + 1500)}`;
};
// reports/times.tsv: one "tier<TAB>seconds<TAB>exit code" line per tier, written by scripts/run.sh.
const duration = (seconds) =>
  seconds >= 60 ? `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s` : `${seconds}s`;
const timesFile = 'reports/times.tsv';
if (existsSync(timesFile)) {
  const tiers = readFileSync(timesFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split('\t'))
    .filter(([name, seconds]) => name && seconds);
  for (const [name, , code] of tiers) {
    if (code && code !== '0') failures.push(`tier ${name} exited ${code}${whyFailed(name)}`);
  }
  const total = tiers.reduce((sum, [, seconds]) => sum + Number(seconds), 0);
  lines.push(
    `${tiers.map(([name, seconds]) => `${name} ${duration(Number(seconds))}`).join(' · ')} · total ${duration(total)}`,
  );
}
// Issue 30's fault matrix: its figures line (e2e/faults/figures.teardown.ts).
if (existsSync('reports/faults.txt')) lines.push(readFileSync('reports/faults.txt', 'utf8').trim());
for (const l of lines) console.log(l);
for (const f of failures) console.log(`FAILED ${f}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);

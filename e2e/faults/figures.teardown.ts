import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { type CellRecord, cells, FIXME, recordsDir } from './matrix';

// The closing figures of the fault matrix (issue 30): cells, passed, fixme, words lost (goal 0), dead ends (goal 0).
// Read from the records the cells left, so they hold whatever reporter the run uses.
// biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies destructured.
test('fault matrix figures', async ({}, testInfo) => {
  const dir = recordsDir(testInfo.project.outputDir);
  const records: CellRecord[] = existsSync(dir)
    ? readdirSync(dir).map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')))
    : [];
  const count = (keep: (r: CellRecord) => boolean) => records.filter(keep).length;
  const line =
    `fault matrix: ${cells.length} cells, ${count((r) => r.passed)} passed, ${Object.keys(FIXME).length} fixme, ` +
    `${records.length} ran; words lost ${count((r) => r.wordsLost)}, dead ends ${count((r) => r.deadEnd)}`;
  console.log(line);
  for (const r of records.filter((r) => !r.passed)) console.log(`  ${r.name}: ${r.notes.join(' / ')}`);
  // The closing summary of `npm test` (scripts/summary.mjs) prints it again, last.
  const reports = join(testInfo.project.testDir, '..', '..', 'reports');
  if (existsSync(reports)) writeFileSync(join(reports, 'faults.txt'), `${line}\n`);
});

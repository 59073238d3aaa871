import { join } from 'node:path';
import { type Flow, flows } from './flows';

/** Every fault of issue 30's matrix, in the order a cell's name gives it. */
export const FAULTS = [
  '401 session ended',
  '409',
  '422',
  '429',
  '500',
  'network abort',
  'reload',
  'back then forward',
  'double press',
  // A real restart of a server of the cell's own (restart.spec.ts); the others answer through route interception.
  'server restart',
] as const;
export type Fault = (typeof FAULTS)[number];

/** Whether the fault applies to the flow: a form used signed out has no session to end. */
export const applies = (flow: Flow, fault: Fault) => fault !== '401 session ended' || flow.account !== null;

export const cellName = (flow: Flow, fault: Fault) => `${flow.name} × ${fault}`;

export const cells = flows.flatMap((flow) =>
  FAULTS.filter((fault) => applies(flow, fault)).map((fault) => ({ flow, fault, name: cellName(flow, fault) })),
);

/**
 * Cells the product does not pass yet, each with the reason (a defect to fix, not an assertion to loosen): they run
 * as `test.fixme` and are counted apart in the figures.
 */
export const FIXME: Readonly<Record<string, string>> = {};

/** One record per cell that ran, for the closing figures (figures.teardown.ts). */
export type CellRecord = {
  name: string;
  passed: boolean;
  wordsLost: boolean;
  deadEnd: boolean;
  notes: string[];
};

/** Where the cells leave their records: under the run's output folder, which each run starts empty. */
export const recordsDir = (outputDir: string) => join(outputDir, 'faults-cells');

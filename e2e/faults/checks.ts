import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { Flow } from './flows';
import { type CellRecord, recordsDir } from './matrix';

// What a cell of the fault matrix checks after a fault, as a person would (issue 30).

/** Words that name a next step (try again, sign in, check, go back, ask the classroom). */
export const NEXT_STEP =
  /もう一度|再度|再読み込み|ログイン|お問い合わせ|ご確認|確かめ|戻|お試し|押してください|送信します|やり直|修正/;
/** Names of controls that lead on. The flow's own send button counts too: the message asks to press it again. */
export const LEADS_ON = /再試行|もう一度|再送信|ログイン|一覧|戻る|閉じる|再読み込み|修正|お問い合わせ/;
/** A server's technical words never reach the screen (COPY.md). */
export const TECHNICAL = /Server Error|Too Many Attempts|Unauthenticated|HTTP \d{3}|Failed to fetch|NetworkError/;

export const regions = (page: Page) =>
  page.locator('[role="alert"], [role="alertdialog"], [role="status"], [role="dialog"]').filter({ visible: true });
export const modals = (page: Page) => page.locator('[role="dialog"], [role="alertdialog"]').filter({ visible: true });

/** What the page holds as words: its text and every field's value. */
export async function wordsMissing(page: Page, words: readonly string[]) {
  try {
    const text = await page.evaluate(() =>
      [
        // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a person reads (not hidden words).
        document.body.innerText,
        ...[...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].map(
          (field) => field.value,
        ),
      ].join('\n'),
    );
    return words.filter((word) => !text.includes(word));
  } catch {
    // Between two documents: asked again.
    return [...words];
  }
}

/** Runs an expectation; false (and a note) instead of a throw, so a cell can tell which check failed. */
export async function holds(notes: string[], what: string, check: () => Promise<unknown>) {
  try {
    await check();
    return true;
  } catch (error) {
    notes.push(`${what}: ${String((error as Error).message).split('\n')[0]}`);
    return false;
  }
}

/** The control that leads on: inside an open dialog if one is open, else anywhere on the page. */
export async function controlLeadsOn(page: Page, sendName: string) {
  const scope: Page | Locator = (await modals(page).count()) > 0 ? modals(page).last() : page;
  const name = new RegExp(`${LEADS_ON.source}|^${sendName}$`);
  const controls = scope.getByRole('button', { name }).or(scope.getByRole('link', { name })).filter({ visible: true });
  await expect(controls.first()).toBeEnabled();
}

/** Leaves the cell's record for the figures, then fails the cell on any check that did not hold. */
export function closeCell(testInfo: TestInfo, name: string, notes: string[], wordsLost: boolean, deadEnd: boolean) {
  const record: CellRecord = { name, passed: !wordsLost && !deadEnd, wordsLost, deadEnd, notes };
  const dir = recordsDir(testInfo.project.outputDir);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${testInfo.testId}.json`), JSON.stringify(record));
  expect(notes, `${name}: ${wordsLost ? 'words lost; ' : ''}${deadEnd ? 'dead end' : ''}`).toEqual([]);
}

/** A message that was not on the page before the fault names what happened and the next step, in the page's words. */
export async function saysWhatHappened(page: Page, before: ReadonlySet<string>) {
  await expect
    .poll(
      async () => (await regions(page).allInnerTexts()).filter((text) => !before.has(text) && NEXT_STEP.test(text)),
      { timeout: 10_000 },
    )
    .not.toEqual([]);
  await expect(page.locator('body')).not.toContainText(TECHNICAL);
}

/**
 * What the person can act on does not spin: a send that waits behind the sign-in dialog for the password (401) has
 * its end in that dialog.
 */
export async function noEndlessWait(page: Page) {
  const scope = (await modals(page).count()) > 0 ? modals(page).last() : page.locator('body');
  await expect(scope.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

/** The words typed are on the page (in a field or as text). */
export const wordsKept = (page: Page, words: readonly string[]) =>
  expect.poll(() => wordsMissing(page, words), { timeout: 5_000 }).toEqual([]);

/** Everything the person typed or chose is still there: the words, and what else the flow keeps (a file, a tick). */
export async function valuesKept(page: Page, flow: Flow) {
  await wordsKept(page, flow.words);
  await flow.kept?.(page);
}

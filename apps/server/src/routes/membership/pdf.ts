/** Debian's Chromium (no browser can be downloaded here); the flags keep it off the closed network. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Issue 16: the printable form as a PDF, printed by Chromium from the same page the applicant sees
 * (/apply/print, or /no_account/online_apply/print), with the applicant's own cookie (the guardian's session
 * or the no-account applicant's), so the PDF and the paper cannot differ.
 */
export async function printApplicationPdf(
  origin: string,
  page: { path: string; cookie: { name: string; value: string } },
): Promise<Buffer> {
  // Loaded on the first PDF, not at start: playwright-core is 7 MB of source, and a heap that large made every
  // full collection pause the chat's sockets for tens of milliseconds (issue 12's latency figure).
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    await context.addCookies([{ ...page.cookie, url: origin, httpOnly: true }]);
    const tab = await context.newPage();
    await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle', timeout: 30_000 });
    // The last article and the signature are the last things the page loads.
    // (Its heading: the declaration beside the signature names 第10条〜第21条 too.)
    await tab.getByRole('heading', { name: /^第21条/ }).waitFor({ timeout: 15_000 });
    // The signature picture has arrived and decoded.
    await tab
      .getByRole('img', { name: '保護者さまの署名' })
      .evaluate((img) => (img as { decode?: () => Promise<void> }).decode?.() ?? undefined);
    await tab.emulateMedia({ media: 'print' });
    return await tab.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  } finally {
    await browser.close();
  }
}

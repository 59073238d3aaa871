// Draws the installable portal's icons (issue 34, ADR 053) from the product's logo, apps/portal/public/favicon.svg,
// into apps/portal/public/icons: 192 and 512 pixels as the logo is, and a 512 maskable one whose glyph sits inside
// the safe circle on a full brand-coloured square. Drawn by the machine's Chromium (nothing is downloaded); the PNGs
// are committed, so a build needs no browser. Run again after the logo changes: `node scripts/pwa-icons.ts`.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const portal = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'portal', 'public');
const logo = readFileSync(join(portal, 'favicon.svg'), 'utf8');
// The logo's square colour is the brand colour; the maskable icon fills the whole square with it.
const brand = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1] ?? '#0b62b8';
const glyph = /<path[^>]*\/>/.exec(logo)?.[0] ?? '';

/** The logo as drawn, or for `maskable` the glyph at 80% of its size on a full-bleed square (well inside the 80% safe circle). */
const svgOf = (maskable: boolean) =>
  maskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${brand}"/><g transform="translate(3.2 3.2) scale(0.8)">${glyph}</g></svg>`
    : logo;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const [name, size, maskable] of [
    ['icon-192.png', 192, false],
    ['icon-512.png', 512, false],
    ['maskable-512.png', 512, true],
    ['apple-touch-icon.png', 180, true],
  ] as const) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svgOf(maskable)}`,
    );
    writeFileSync(join(portal, 'icons', name), await page.screenshot({ omitBackground: true, type: 'png' }));
    await page.close();
  }
} finally {
  await browser.close();
}

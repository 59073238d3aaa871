import { describe, expect, it } from 'vitest';
import { RoutePreloads, type ViteManifest } from './route-preloads';

const split = (file: string) => `src/routes/${file}.tsx?tsr-split=component`;

/** The shape of the portal build's manifest, cut down to a few routes. */
const MANIFEST: ViteManifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: [split('_authed'), split('_authed/index'), split('_public'), split('_public/login')],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_forms.js': { file: 'assets/forms.js', imports: ['_vendor.js'], css: ['assets/forms.css'] },
  [split('_authed')]: {
    file: 'assets/authed.js',
    imports: ['_vendor.js'],
    dynamicImports: ['src/features/shell/HeaderBell.tsx', 'src/features/TermsDialog.tsx'],
    css: ['assets/authed.css'],
  },
  'src/features/shell/HeaderBell.tsx': { file: 'assets/bell.js', imports: ['_vendor.js'], css: ['assets/bell.css'] },
  'src/features/TermsDialog.tsx': { file: 'assets/terms.js', imports: ['_rich.js'] },
  '_rich.js': { file: 'assets/rich.js' },
  [split('_authed/index')]: { file: 'assets/home.js', css: ['assets/home.css'] },
  'src/routes/_authed/index.tsx?tsr-split=errorComponent': { file: 'assets/home-error.js' },
  [split('_authed/$')]: { file: 'assets/not-found.js' },
  [split('_authed/faq/article/detail/$id')]: { file: 'assets/faq-article.js' },
  [split('_authed/faq/search')]: { file: 'assets/faq-search.js' },
  [split('_public')]: { file: 'assets/public.js' },
  [split('_public/login')]: { file: 'assets/login.js', imports: ['_forms.js'], css: ['assets/login.css'] },
  [split('no_account/online_apply')]: { file: 'assets/guest.js' },
  [split('no_account/online_apply/index')]: { file: 'assets/guest-list.js' },
  [split('no_account/online_apply/input')]: { file: 'assets/guest-input.js', imports: ['_forms.js'] },
};

/** The hrefs of the links, each with its kind. */
function linksOf(html: string) {
  return [...html.matchAll(/<link rel="(\w+)"(?: as="(\w+)")? crossorigin href="\/assets\/([^"]+)">/g)].map(
    ([, rel, as, file]) => `${rel}${as ? `:${as}` : ''} ${file}`,
  );
}

describe('the preload links of a page', () => {
  const preloads = new RoutePreloads(MANIFEST);

  it("names a visitor's page's layout and page chunks, their imports and stylesheets, not the entry's", () => {
    expect(linksOf(preloads.linksFor('/login', false))).toEqual([
      'modulepreload public.js',
      'modulepreload login.js',
      'modulepreload forms.js',
      'stylesheet forms.css',
      'stylesheet login.css',
    ]);
  });

  it("adds a signed-in page's lazy parts without their own imports, their stylesheets fetched but not applied", () => {
    expect(linksOf(preloads.linksFor('/', true))).toEqual([
      'modulepreload authed.js',
      'modulepreload home.js',
      'modulepreload bell.js',
      'modulepreload terms.js',
      'stylesheet authed.css',
      'stylesheet home.css',
      'preload:style bell.css',
    ]);
  });

  it('names nothing of a signed-in page for a visitor: they are sent to sign in', () => {
    expect(preloads.linksFor('/', false)).toBe('');
    expect(preloads.linksFor('/faq/search', false)).toBe('');
  });

  it("names the portal's start steps on every page, a visitor's too, their stylesheets applied", () => {
    // The entry imports its start in steps (main.tsx): chunks of their own that every page needs at once.
    const steps = new RoutePreloads({
      ...MANIFEST,
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_portal.js'] },
      '_portal.js': { file: 'assets/portal.js', dynamicImports: ['_router.js', 'src/app/start.tsx'] },
      '_router.js': {
        file: 'assets/router.js',
        imports: ['_vendor.js'],
        dynamicImports: [split('_authed'), split('_public/login')],
        css: ['assets/router.css'],
      },
      'src/app/start.tsx': { file: 'assets/start.js', imports: ['_router.js', '_vendor.js'] },
    });
    const start = ['modulepreload router.js', 'modulepreload vendor.js', 'modulepreload start.js'];
    expect(linksOf(steps.linksFor('/login', false))).toEqual([
      ...start,
      'modulepreload public.js',
      'modulepreload login.js',
      'modulepreload forms.js',
      'stylesheet router.css',
      'stylesheet forms.css',
      'stylesheet login.css',
    ]);
    // Not a route's lazy chunks, which the router chunk imports; and on a page a visitor is sent away from too.
    expect(linksOf(steps.linksFor('/', false))).toEqual([...start, 'stylesheet router.css']);
    expect(linksOf(steps.linksFor('/no/such/page', false))).toEqual([...start, 'stylesheet router.css']);
  });

  it('prefers a static segment to a parameter, and a parameter to the rest of the path', () => {
    expect(linksOf(preloads.linksFor('/faq/search', true))).toContain('modulepreload faq-search.js');
    expect(linksOf(preloads.linksFor('/faq/article/detail/12', true))).toContain('modulepreload faq-article.js');
    expect(linksOf(preloads.linksFor('/faq/article/detail', true))).toContain('modulepreload not-found.js');
    expect(linksOf(preloads.linksFor('/no/such/page', true))).toContain('modulepreload not-found.js');
  });

  it("takes a folder's layout file with the folder's pages, and its index for the folder itself", () => {
    expect(linksOf(preloads.linksFor('/no_account/online_apply/input', false))).toEqual([
      'modulepreload guest.js',
      'modulepreload guest-input.js',
      'modulepreload forms.js',
      'stylesheet forms.css',
    ]);
    expect(linksOf(preloads.linksFor('/no_account/online_apply', false))).toEqual([
      'modulepreload guest.js',
      'modulepreload guest-list.js',
    ]);
  });

  it('names nothing for a path no route matches', () => {
    expect(preloads.linksFor('/no_account/other', false)).toBe('');
  });
});

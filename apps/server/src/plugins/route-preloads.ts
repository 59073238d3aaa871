/**
 * The files a portal URL's routes need before they can draw, named in the page's head so the browser fetches
 * them together with the entry script instead of after it has run (issue 18: the chunks of a route were a
 * second wave, and their stylesheets a third).
 *
 * Read from the portal build's Vite manifest: TanStack Router splits every route file's component into a chunk
 * keyed `src/routes/<file>.tsx?tsr-split=component`. A URL's route files follow the router's file convention
 * (ADR 014): folders are path segments, a segment starting with `_` is a layout without a path, `index` is the
 * folder's own page, `$name` is one segment of any value, `$` is the rest of the path; a file beside a folder of
 * the same name is the layout of everything in that folder.
 */

export type ViteManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

type RouteFile = { name: string; segments: string[]; key: string };

const ROUTES = 'src/routes/';
const SPLIT = '.tsx?tsr-split=component';
/** Layouts whose pages need a session: a visitor without one is sent to sign in, so they are not preloaded. */
const SESSION_LAYOUTS = ['_authed', '_staff'];
const MEMORY = 1_000;

/** How specific a route's pattern is: static segments beat `$name`, which beats the rest-of-path `$`. */
function rank(route: RouteFile): number {
  return route.segments.reduce((sum, s) => sum + (s === '$' ? 0 : s.startsWith('$') ? 1 : 3), 0);
}

function matches(route: RouteFile, parts: string[]): boolean {
  const { segments } = route;
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i] as string;
    if (segment === '$') return parts.length > i;
    if (i >= parts.length) return false;
    if (!segment.startsWith('$') && segment !== parts[i]) return false;
  }
  return parts.length === segments.length;
}

export class RoutePreloads {
  private readonly pages: RouteFile[];
  private readonly layouts: RouteFile[];
  /** Files the entry already names in index.html. */
  private readonly entryFiles = new Set<string>();
  /**
   * The portal's start, which the entry imports one step after another (main.tsx): every page needs these files
   * at once, so every page names them, their stylesheets applied. (A route the entry imports lazily is not one.)
   */
  private readonly startFiles = new Set<string>();
  private readonly remembered = new Map<string, string>();
  private readonly manifest: ViteManifest;

  // No parameter property: bench/home-initial-js.ts runs this file with Node's type stripping.
  constructor(manifest: ViteManifest) {
    this.manifest = manifest;
    const files = Object.keys(manifest)
      .filter((key) => key.startsWith(ROUTES) && key.endsWith(SPLIT))
      .map((key) => {
        const name = key.slice(ROUTES.length, -SPLIT.length);
        const segments = name.split('/').filter((s) => !s.startsWith('_'));
        if (segments.at(-1) === 'index') segments.pop();
        return { name, segments, key };
      });
    const isLayout = (f: RouteFile) => files.some((other) => other.name.startsWith(`${f.name}/`));
    this.layouts = files.filter(isLayout);
    this.pages = files.filter((f) => !isLayout(f)).sort((a, b) => rank(b) - rank(a));
    const entryKeys = new Set<string>();
    for (const [key, chunk] of Object.entries(manifest))
      if (chunk.isEntry) this.collect(key, this.entryFiles, entryKeys);
    for (const key of entryKeys) {
      for (const step of manifest[key]?.dynamicImports ?? []) {
        if (!step.startsWith(ROUTES)) this.collect(step, this.startFiles);
      }
    }
  }

  /** The `<link>` tags for a path: module preloads of the routes' chunks, then their stylesheets. */
  linksFor(pathname: string, signedIn: boolean): string {
    const memoKey = `${signedIn ? 1 : 0}${pathname}`;
    let links = this.remembered.get(memoKey);
    if (links === undefined) {
      links = this.build(pathname, signedIn);
      // Paths carry ids: a full memory starts again rather than tracking use.
      if (this.remembered.size >= MEMORY) this.remembered.clear();
      this.remembered.set(memoKey, links);
    }
    return links;
  }

  private build(pathname: string, signedIn: boolean): string {
    const files = new Set(this.startFiles);
    const parts = pathname.split('/').filter(Boolean).map(safeDecode);
    const page = this.pages.find((route) => matches(route, parts));
    const chain = page ? [...this.layouts.filter((l) => page.name.startsWith(`${l.name}/`)), page] : [];
    const sessionOnly = chain.some((r) => SESSION_LAYOUTS.some((l) => r.name === l || r.name.startsWith(`${l}/`)));
    const routes = signedIn || !sessionOnly ? chain : [];
    for (const route of routes) this.collect(route.key, files);
    // The signed-in shell and home draw a few lazy parts at once (the bell, the carousel, the chat bot): a third
    // wave unless named here too. A visitor's pages draw none of them. A part brings its own chunk and stylesheet,
    // not its imports: those of the parts drawn at once are the page's already, and a dialog's (the terms
    // dialog's rich text, 12 KB) wait for it to open. The stylesheets are fetched, not applied: the part applies
    // its own when it loads.
    const lazy = new Set<string>();
    if (signedIn) {
      for (const route of routes) {
        for (const part of this.manifest[route.key]?.dynamicImports ?? []) {
          const chunk = this.manifest[part];
          if (!chunk) continue;
          lazy.add(chunk.file);
          for (const css of chunk.css ?? []) lazy.add(css);
        }
      }
    }
    const scripts: string[] = [];
    const styles: string[] = [];
    for (const file of new Set([...files, ...lazy])) {
      if (this.entryFiles.has(file)) continue;
      if (file.endsWith('.js')) scripts.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
      else if (files.has(file)) styles.push(`<link rel="stylesheet" crossorigin href="/${file}">`);
      else styles.push(`<link rel="preload" as="style" crossorigin href="/${file}">`);
    }
    return [...scripts, ...styles].join('');
  }

  /** A chunk, the chunks it imports statically, and their stylesheets (and their keys into `keys`). */
  private collect(key: string, into: Set<string>, keys?: Set<string>) {
    const chunk = this.manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    keys?.add(key);
    for (const imported of chunk.imports ?? []) this.collect(imported, into, keys);
    for (const css of chunk.css ?? []) into.add(css);
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

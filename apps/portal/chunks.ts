/**
 * How the portal's modules are grouped into files (issue 18, ADR 035). Left to itself the bundler cut a file for
 * every set of modules shared between lazy routes: the signed-in home page needed 98 JavaScript and 27 CSS files.
 *
 * - `vendor`: the libraries every page runs before it renders (React, TanStack Router and Query, i18next),
 *   one long-cached file. Only libraries every page needs go here: a library only some lazy routes use would
 *   otherwise load on every page.
 * - The bundler's automatic common chunks below 64 KB are inlined into the chunks that use them (a little code
 *   is then duplicated between lazy routes, which costs less than a request each on a phone).
 * - Each route stays lazy; its CSS follows its JavaScript, so a route brings one stylesheet.
 */
const EVERY_PAGE_LIBRARIES =
  /node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler|@tanstack\+(react-router|router-core|history|react-query|query-core|react-store|store)|i18next|react-i18next|use-sync-external-store)@/;

/** Automatic common chunks smaller than this are inlined into their users (bytes, before minifying). */
const INLINE_BELOW = 64 * 1024;

export const portalChunks = {
  /** Inlining needs it: no chunk's exports are part of the app's contract (there is one entry, the page). */
  preserveEntrySignatures: false as const,
  output: {
    codeSplitting: {
      groups: [{ name: 'vendor', test: EVERY_PAGE_LIBRARIES }],
      experimentalInlineCommonChunks: { maxSize: INLINE_BELOW },
    },
  },
};

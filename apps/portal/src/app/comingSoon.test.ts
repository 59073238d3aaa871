import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { menuFor } from './menu';
import { comingSoonPaths, isComingSoon, pagePaths, paths } from './paths';
import { titleFromMatches } from './routeMeta';
import { createPortalRouter } from './router';

const router = createPortalRouter(new QueryClient(), createMemoryHistory());
/** The route a path opens: its deepest match. */
const routeOf = (pathname: string) => router.matchRoutes(pathname, {}).at(-1)?.routeId;
/** A concrete path for a pattern: every `$name` segment filled in. */
const sample = (pattern: string) => pattern.replace(/\$[A-Za-z]+/g, 'X1');

describe('pages still to build (COPY.md: このページは準備中です)', () => {
  it('knows the paths the spec names and the portal does not build yet', () => {
    for (const path of [
      '/online_apply/list',
      '/online_apply/tos',
      '/no_account/online_apply',
      '/no_account/online_apply/verify_identity',
      '/lessonRecord/list',
      '/chat/class_select',
      '/chat/message',
      '/quiz/RA2024/S0001/T01',
      '/assessment/take',
      '/apply/print',
    ]) {
      expect(isComingSoon(path), path).toBe(true);
    }
    // A trailing slash is the same page.
    expect(isComingSoon('/lessonRecord/list/')).toBe(true);
  });

  it('leaves unknown paths to "not found": whole segments only, and nothing built', () => {
    for (const path of [
      '/no-such-page',
      '/trialx',
      '/online_apply/typo',
      '/lms/detail',
      '/lms/detail/RA2024/12/extra',
      '/schedule',
      '/',
      ...Object.values(pagePaths),
    ]) {
      expect(isComingSoon(path), path).toBe(false);
    }
  });

  it('lists no path whose route exists: an area that lands leaves the list', () => {
    for (const pattern of comingSoonPaths) expect(routeOf(sample(pattern)), pattern).toBe('/_authed/$');
  });

  it('takes every link of the menus somewhere: a built page, a page still to build, or another site', () => {
    for (const role of [6, 7, 8] as const) {
      for (const item of menuFor(role).flatMap((group) => group.items)) {
        if (item.external) continue;
        const built = routeOf(item.href) !== '/_authed/$';
        expect(built || isComingSoon(item.href), item.href).toBe(true);
      }
    }
    expect(isComingSoon(paths.studentLessonRecordDetail)).toBe(true);
  });

  it('titles a page still to build as such, and an unknown path as not found', () => {
    expect(titleFromMatches(router.matchRoutes('/online_apply/list', {}))).toBe(
      i18n.t(($) => $.common.comingSoonTitle),
    );
    expect(titleFromMatches(router.matchRoutes('/quiz/RA2024/S0001/T01', {}))).toBe(
      i18n.t(($) => $.common.comingSoonTitle),
    );
    expect(titleFromMatches(router.matchRoutes('/no-such-page', {}))).toBe(i18n.t(($) => $.common.notFoundTitle));
    expect(titleFromMatches(router.matchRoutes('/', {}))).toBe(i18n.t(($) => $.titles.home));
  });
});

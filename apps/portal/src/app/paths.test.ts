import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { menuFor } from './menu';
import { pagePaths } from './paths';
import { titleFromMatches } from './routeMeta';
import { createPortalRouter } from './router';

const router = createPortalRouter(new QueryClient(), createMemoryHistory());
/** The route a path opens: its deepest match. */
const routeOf = (pathname: string) => router.matchRoutes(pathname, {}).at(-1)?.routeId;
const NOT_FOUND = '/_authed/$';

describe('every page the spec names is built; anything else is "not found"', () => {
  it('opens the no-account application (spec 2 §2.2), the last paths that were still to build', () => {
    for (const step of [
      'verify_identity',
      'content_conf',
      'cost_conf',
      'tos',
      'intro',
      'application_notes',
      'input',
      'input_conf',
      'input_complete',
      'final_conf',
      'complete',
      'complete_registration',
      'list',
    ]) {
      expect(routeOf(`/no_account/online_apply/${step}`), step).toBe(`/no_account/online_apply/${step}`);
    }
    expect(routeOf('/no_account/online_apply')).toBe('/no_account/online_apply/');
    expect(routeOf('/no_account/online_apply/print')).toBe('/no_account/online_apply/print');
  });

  it('leaves unknown paths to "not found": whole segments only', () => {
    for (const path of [
      '/no-such-page',
      '/trialx',
      '/online_apply/typo',
      '/no_account/online_apply/typo',
      '/lms/detail/RA2024/12/extra',
      '/schedule',
    ]) {
      expect(routeOf(path), path).toBe(NOT_FOUND);
    }
    for (const path of Object.values(pagePaths)) expect(routeOf(path), path).not.toBe(NOT_FOUND);
  });

  it('takes every link of the menus to a built page or another site', () => {
    for (const role of [6, 7, 8] as const) {
      for (const item of menuFor(role).flatMap((group) => group.items)) {
        if (item.external) continue;
        expect(routeOf(item.href), item.href).not.toBe(NOT_FOUND);
      }
    }
  });

  it('titles an unknown path as not found, and a built page by its route', () => {
    expect(titleFromMatches(router.matchRoutes('/no_account/online_apply/verify_identity', {}))).toBe(
      i18n.t(($) => $.membershipGuest.title),
    );
    expect(titleFromMatches(router.matchRoutes('/quiz/RA2024/S0001/T01', {}))).toBe(
      i18n.t(($) => $.assessment.playerTitle),
    );
    expect(titleFromMatches(router.matchRoutes('/no-such-page', {}))).toBe(i18n.t(($) => $.common.notFoundTitle));
    expect(titleFromMatches(router.matchRoutes('/', {}))).toBe(i18n.t(($) => $.titles.home));
  });
});

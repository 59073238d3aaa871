import { PUBLIC_PATH_PREFIXES, PUBLIC_PATHS, requiresAuth } from '@portal/domain';
import { QueryClient } from '@tanstack/react-query';
import { type AnyRoute, createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createPortalRouter } from './router';

/** Every page (leaf route) with the pathless layout it sits in: '/_authed', '/_open', '/_public' or none. */
function leaves(): { path: string; layout: string | null }[] {
  const router = createPortalRouter(new QueryClient(), createMemoryHistory());
  const routes = Object.values(router.routesById) as AnyRoute[];
  return routes
    .filter((route) => !route.children || Object.keys(route.children).length === 0)
    .map((route) => {
      let layout: AnyRoute | undefined = route.parentRoute;
      while (layout && !/^\/_[a-z]+$/.test(layout.id)) layout = layout.parentRoute;
      return { path: route.fullPath, layout: layout?.id ?? null };
    });
}

describe('the route tree (spec 1 §4 "Access")', () => {
  const pages = leaves();
  const layoutOf = (path: string) => pages.find((page) => page.path === path)?.layout;

  it('opens the sign-in page without a session, in the public frame', () => {
    expect(layoutOf('/login')).toBe('/_public');
  });

  it('keeps the terms and privacy notices readable by everyone (shell when signed in, ADR 013)', () => {
    for (const path of PUBLIC_PATHS.filter((p) => p !== '/login')) expect(layoutOf(path)).toBe('/_open');
  });

  it('opens the public booking forms to everyone, in the shell when signed in (spec 2 §6)', () => {
    const booking = pages.filter(
      (page) =>
        !requiresAuth(page.path) &&
        !(PUBLIC_PATHS as readonly string[]).includes(page.path) &&
        !page.path.startsWith('/no_account/') &&
        !page.path.startsWith('/password/') &&
        page.path !== '/invitation',
    );
    // With the page of the link mailed after a booking made signed out (issue 31 item 19).
    expect(booking.map((page) => page.path).sort()).toEqual(['/consult', '/trial', '/trial/confirm']);
    for (const page of booking) expect(page, page.path).toMatchObject({ layout: '/_open' });
    expect(PUBLIC_PATH_PREFIXES).toContain('/trial');
  });

  it('opens the application without an account to everyone, outside the signed-in layouts (spec 2 §2.2, §6)', () => {
    const noAccount = pages.filter((page) => page.path.startsWith('/no_account/'));
    expect(noAccount.length).toBeGreaterThanOrEqual(14);
    for (const page of noAccount) {
      expect(requiresAuth(page.path), page.path).toBe(false);
      expect(page, page.path).toMatchObject({ layout: null });
    }
  });

  it('opens the forgotten-password pages without a session, in the public frame (issue 32)', () => {
    for (const path of ['/password/forgot', '/password/reset', '/invitation']) {
      expect(requiresAuth(path), path).toBe(false);
      expect(layoutOf(path), path).toBe('/_public');
    }
  });

  it('keeps the classroom side apart: its sign-in public, its pages behind the staff layout', () => {
    expect(layoutOf('/staff/login')).toBe('/_public');
    expect(layoutOf('/staff/')).toBe('/_staff');
  });

  it('puts every other page, and any unknown path, behind the session check', () => {
    const staff = pages.filter((p) => p.path.startsWith('/staff')).map((p) => p.path);
    const open = new Set<string>([
      ...staff,
      ...PUBLIC_PATHS,
      ...pages.filter((p) => !requiresAuth(p.path)).map((p) => p.path),
    ]);
    const retired = pages.filter((page) => page.path.startsWith('/contact'));
    const rest = pages.filter((page) => !open.has(page.path) && !retired.includes(page));
    expect(rest.length).toBeGreaterThan(15);
    for (const page of rest) expect(page, page.path).toMatchObject({ layout: '/_authed' });
    expect(layoutOf('/$')).toBe('/_authed');
  });

  it('has the retired contact pages (ContactForm among them) outside every layout: they only go home', () => {
    const retired = pages
      .filter((page) => page.path.startsWith('/contact'))
      .map((page) => page.path.replace(/\/$/, ''));
    expect(retired.sort()).toEqual(['/contact', '/contact/complete', '/contact/confirm', '/contact/form']);
  });
});

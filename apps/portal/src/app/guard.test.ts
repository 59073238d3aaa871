import { describe, expect, it, vi } from 'vitest';
import { decideAccess, type GuardDeps } from './guard';

function deps(overrides: Partial<GuardDeps> = {}): GuardDeps {
  return {
    checkSession: vi.fn(async () => 'authenticated' as const),
    ensureUser: vi.fn(async () => ({})),
    configuredEnableDate: vi.fn(async () => '2025-09-19T12:00:00+09:00'),
    requiresConsent: vi.fn(async () => false),
    clearState: vi.fn(),
    now: () => new Date('2026-01-10T10:00:00+09:00'),
    log: vi.fn(),
    ...overrides,
  };
}

describe('decideAccess', () => {
  it('sends the retired contact pages home before anything else', async () => {
    const d = deps();
    await expect(decideAccess('/contact/confirm', '/contact/confirm', d)).resolves.toEqual({ to: '/' });
    expect(d.checkSession).not.toHaveBeenCalled();
  });

  it('lets public paths through without asking the server', async () => {
    const d = deps();
    await expect(decideAccess('/trial/form', '/trial/form?store_id=1', d)).resolves.toBeNull();
    expect(d.checkSession).not.toHaveBeenCalled();
  });

  it('clears stored state and goes to /login with the requested page when there is no session', async () => {
    const d = deps({ checkSession: async () => 'unauthenticated' });
    await expect(decideAccess('/information/list', '/information/list?page=2', d)).resolves.toEqual({
      to: '/login',
      search: { redirect: '/information/list?page=2' },
    });
    expect(d.clearState).toHaveBeenCalledOnce();
    expect(d.ensureUser).not.toHaveBeenCalled();
  });

  it('does not carry home as the page to return to', async () => {
    const d = deps({ checkSession: async () => 'unauthenticated' });
    await expect(decideAccess('/', '/', d)).resolves.toEqual({ to: '/login' });
  });

  it('continues when the user cannot be loaded', async () => {
    const d = deps({ ensureUser: async () => Promise.reject(new Error('500')) });
    await expect(decideAccess('/', '/', d)).resolves.toBeNull();
    expect(d.log).toHaveBeenCalled();
  });

  it('sends to the consent page once the enable date has passed and consent is required', async () => {
    const d = deps({ requiresConsent: async () => true });
    await expect(decideAccess('/schedule/calendar', '/schedule/calendar', d)).resolves.toEqual({
      to: '/account/multiple-consent',
    });
  });

  it('skips the consent check before the configured enable date', async () => {
    const requiresConsent = vi.fn(async () => true);
    const d = deps({ configuredEnableDate: async () => '2026-04-01T00:00:00+09:00', requiresConsent });
    await expect(decideAccess('/', '/', d)).resolves.toBeNull();
    expect(requiresConsent).not.toHaveBeenCalled();
  });

  it('uses the fallback date when the config cannot be read', async () => {
    const requiresConsent = vi.fn(async () => true);
    const d = deps({ configuredEnableDate: async () => Promise.reject(new Error('500')), requiresConsent });
    await expect(decideAccess('/', '/', d)).resolves.toEqual({ to: '/account/multiple-consent' });
    const early = deps({
      configuredEnableDate: async () => Promise.reject(new Error('500')),
      requiresConsent,
      now: () => new Date('2025-09-19T11:00:00+09:00'),
    });
    requiresConsent.mockClear();
    await expect(decideAccess('/', '/', early)).resolves.toBeNull();
    expect(requiresConsent).not.toHaveBeenCalled();
  });

  it('logs a failed consent check and lets the navigation continue', async () => {
    const d = deps({ requiresConsent: async () => Promise.reject(new Error('network')) });
    await expect(decideAccess('/', '/', d)).resolves.toBeNull();
    expect(d.log).toHaveBeenCalledWith(expect.stringContaining('consent'), expect.any(Error));
  });

  it('never redirects the consent page to itself', async () => {
    const d = deps({ requiresConsent: async () => true });
    await expect(decideAccess('/account/multiple-consent', '/account/multiple-consent', d)).resolves.toBeNull();
  });
});

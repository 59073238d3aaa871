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
  it('clears stored state and goes to /login with the requested page when there is no session', async () => {
    const d = deps({ checkSession: async () => 'unauthenticated' });
    await expect(decideAccess('/information/list?page=2', d)).resolves.toEqual({
      to: '/login',
      search: { redirect: '/information/list?page=2' },
    });
    expect(d.clearState).toHaveBeenCalledOnce();
    expect(d.ensureUser).not.toHaveBeenCalled();
  });

  it('lets a staff member’s session meet the profile’s refusal, which the layout words with a link to /staff (issue 32)', async () => {
    const refused = Object.assign(new Error('403'), { status: 403 });
    const d = deps({
      checkSession: async () => 'staff',
      ensureUser: vi.fn(async () => {
        throw refused;
      }),
    });
    await expect(decideAccess('/', d)).rejects.toBe(refused);
    expect(d.clearState).not.toHaveBeenCalled();
    expect(d.configuredEnableDate).not.toHaveBeenCalled();
  });

  it('asks the person on the open page to sign in again, and goes on when the same account did (issue 30 item 4)', async () => {
    const d = deps({
      checkSession: async () => 'unauthenticated',
      reauthenticate: () => Promise.resolve({ kind: 'same' }),
    });
    await expect(decideAccess('/profile/confirm', d)).resolves.toBeNull();
    expect(d.clearState).not.toHaveBeenCalled();
    expect(d.ensureUser).toHaveBeenCalledOnce();
  });

  it('goes home when another account signed in on the open page, and to sign-in with ONE redirect to the page left', async () => {
    const other = deps({
      checkSession: async () => 'unauthenticated',
      reauthenticate: async () => ({ kind: 'other' }),
    });
    await expect(decideAccess('/profile/confirm', other)).resolves.toEqual({ to: '/' });
    const left = deps({
      checkSession: async () => 'unauthenticated',
      reauthenticate: async () => ({ kind: 'left', page: '/profile/edit' }),
    });
    await expect(decideAccess('/profile/confirm', left)).resolves.toEqual({
      to: '/login',
      search: { redirect: '/profile/edit' },
    });
    expect(left.clearState).toHaveBeenCalledOnce();
  });

  it('does not carry home as the page to return to', async () => {
    const d = deps({ checkSession: async () => 'unauthenticated' });
    await expect(decideAccess('/', d)).resolves.toEqual({ to: '/login' });
  });

  it('stops with the error when the user cannot be loaded, so the layout shows it with a retry', async () => {
    const requiresConsent = vi.fn(async () => true);
    const d = deps({ ensureUser: async () => Promise.reject(new Error('500')), requiresConsent });
    await expect(decideAccess('/', d)).rejects.toThrow('500');
    expect(requiresConsent).not.toHaveBeenCalled();
  });

  it('sends to the consent page once the enable date has passed and consent is required', async () => {
    const d = deps({ requiresConsent: async () => true });
    await expect(decideAccess('/schedule/calendar', d)).resolves.toEqual({
      to: '/account/multiple-consent',
    });
  });

  it('skips the consent check before the configured enable date', async () => {
    const requiresConsent = vi.fn(async () => true);
    const d = deps({ configuredEnableDate: async () => '2026-04-01T00:00:00+09:00', requiresConsent });
    await expect(decideAccess('/', d)).resolves.toBeNull();
    expect(requiresConsent).not.toHaveBeenCalled();
  });

  it('reads a configured date without a zone as JST, whatever the zone of the machine', async () => {
    const zone = process.env.TZ;
    // A machine west of Japan would read '2026-04-01 00:00' as a later instant if it used its own zone.
    process.env.TZ = 'America/New_York';
    try {
      const requiresConsent = vi.fn(async () => true);
      const configuredEnableDate = async () => '2026-04-01 00:00:00';
      const before = deps({ configuredEnableDate, requiresConsent, now: () => new Date('2026-03-31T23:59:00+09:00') });
      await expect(decideAccess('/', before)).resolves.toBeNull();
      expect(requiresConsent).not.toHaveBeenCalled();
      const after = deps({ configuredEnableDate, requiresConsent, now: () => new Date('2026-04-01T00:30:00+09:00') });
      await expect(decideAccess('/', after)).resolves.toEqual({ to: '/account/multiple-consent' });
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('is due from the enable instant on, not a millisecond before', async () => {
    const requiresConsent = vi.fn(async () => true);
    const at = (now: string) => deps({ requiresConsent, now: () => new Date(now) });
    await expect(decideAccess('/', at('2025-09-19T11:59:59.999+09:00'))).resolves.toBeNull();
    await expect(decideAccess('/', at('2025-09-19T12:00:00+09:00'))).resolves.toEqual({
      to: '/account/multiple-consent',
    });
  });

  it('uses the fallback date when the config cannot be read', async () => {
    const requiresConsent = vi.fn(async () => true);
    const d = deps({ configuredEnableDate: async () => Promise.reject(new Error('500')), requiresConsent });
    await expect(decideAccess('/', d)).resolves.toEqual({ to: '/account/multiple-consent' });
    const early = deps({
      configuredEnableDate: async () => Promise.reject(new Error('500')),
      requiresConsent,
      now: () => new Date('2025-09-19T11:00:00+09:00'),
    });
    requiresConsent.mockClear();
    await expect(decideAccess('/', early)).resolves.toBeNull();
    expect(requiresConsent).not.toHaveBeenCalled();
  });

  it('logs a failed consent check and lets the navigation continue', async () => {
    const d = deps({ requiresConsent: async () => Promise.reject(new Error('network')) });
    await expect(decideAccess('/', d)).resolves.toBeNull();
    expect(d.log).toHaveBeenCalledWith(expect.stringContaining('consent'), expect.any(Error));
  });

  it('never redirects the consent page to itself', async () => {
    const d = deps({ requiresConsent: async () => true });
    await expect(decideAccess('/account/multiple-consent', d, { consentPage: true })).resolves.toBeNull();
  });
});

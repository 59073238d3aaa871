import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const production = { NODE_ENV: 'production', PUSHER_APP_SECRET: 'secret' };

describe('PUBLIC_URL and mail in the configuration (issue 32)', () => {
  it('refuses to start in production without PUBLIC_URL, the origin of every mailed link', () => {
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL/);
  });

  it('keeps only the origin of PUBLIC_URL and refuses one that is no URL', () => {
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://portal.example.jp/some/path/' }).publicUrl).toBe(
      'https://portal.example.jp',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'portal.example.jp' })).toThrow(/absolute URL/);
  });

  it('defaults to the local address outside production', () => {
    expect(loadConfig({ PORT: '4123' }).publicUrl).toBe('http://localhost:4123');
  });

  it('logs whole mails without SMTP outside production only', () => {
    expect(loadConfig({}).mail.logBodies).toBe(true);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://p.example.jp' }).mail.logBodies).toBe(false);
  });
});

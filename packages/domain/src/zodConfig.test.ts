import { describe, expect, it } from 'vitest';

describe("zod without eval (the portal's CSP has no 'unsafe-eval')", () => {
  it('builds and parses the forms without compiling code', async () => {
    const compiled: unknown[] = [];
    const original = globalThis.Function;
    // Any `new Function(...)` or `Function(...)` while the domain builds and parses its schemas is counted.
    globalThis.Function = new Proxy(original, {
      construct: (target, args) => {
        compiled.push(args);
        return Reflect.construct(target, args);
      },
      apply: (target, self, args) => {
        compiled.push(args);
        return Reflect.apply(target, self, args);
      },
    });
    try {
      const { z } = await import('zod');
      const domain = await import('./index');
      expect(z.config().jitless).toBe(true);
      expect(domain.signInSchema.safeParse({ email: 'a@example.com', password: 'secret' }).success).toBe(true);
      expect(domain.createProfileSchema(new Date('2026-05-11')).safeParse({}).success).toBe(false);
    } finally {
      globalThis.Function = original;
    }
    expect(compiled).toEqual([]);
  });
});

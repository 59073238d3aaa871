import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';

describe('the generated types', () => {
  it('match the contract; run `pnpm --filter @portal/api-client generate` after editing openapi.yaml', async () => {
    const contract = new URL('../openapi/openapi.yaml', import.meta.url);
    const generated = `${COMMENT_HEADER}${astToString(await openapiTS(contract, { silent: true }))}`;
    const committed = readFileSync(new URL('./gen/schema.d.ts', import.meta.url), 'utf8');
    expect(generated === committed).toBe(true);
  }, 30_000);

  it('and the operation table too', () => {
    const script = new URL('../scripts/generate-operations.mjs', import.meta.url);
    expect(() => execFileSync(process.execPath, [script.pathname, '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});

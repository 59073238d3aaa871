import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOperationIds, findOperation, type OperationId } from '../contract/route';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo';
import { createTestApp } from '../test/app';
import { signedIn, TestBrowser } from '../test/browser';
import { isPublic, UNBUILT_OPERATIONS } from './unbuilt';

/** A URL for an operation, path parameters filled with 1. */
const urlOf = (operationId: OperationId) => findOperation(operationId).path.replace(/\{\w+\}/g, '1');

describe('the operations of the contract', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let guardian: TestBrowser;

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
    guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
  });
  afterAll(() => t.close());

  it('are each either built or listed as still to build, never both', () => {
    const listed = new Set<string>(UNBUILT_OPERATIONS);
    const neither = contractOperationIds().filter((id) => !t.app.contract.built.has(id) && !listed.has(id));
    const both = contractOperationIds().filter((id) => t.app.contract.built.has(id) && listed.has(id));
    expect(neither, 'operations neither built nor in routes/unbuilt.ts').toEqual([]);
    expect(both, 'built operations still in routes/unbuilt.ts').toEqual([]);
    expect([...t.app.contract.unbuilt].sort()).toEqual([...listed].sort());
  });

  it('answer 401 signed out and 501 signed in while still to build (public ones 501 always)', async () => {
    for (const operationId of UNBUILT_OPERATIONS) {
      const { method } = findOperation(operationId);
      const request = { method: method.toUpperCase() as 'GET', url: urlOf(operationId) };
      // A visitor's browser holds an XSRF token, so a public POST reaches the placeholder.
      const visitor = new TestBrowser(t.app);
      await visitor.ensureXsrf();
      const anonymous = await visitor.request(request);
      expect(anonymous.statusCode, operationId).toBe(isPublic(operationId) ? 501 : 401);
      const res = await guardian.request(request);
      expect(res.statusCode, operationId).toBe(501);
      expect(res.json().message, operationId).toMatch(/[ぁ-んァ-ン一-龯]/);
    }
  });

  const uploads = UNBUILT_OPERATIONS.filter(
    (id) => findOperation(id).operation.requestBody?.content['multipart/form-data'] !== undefined,
  );
  // Runs while an upload operation is still to build (the chat send, the last one so far, is built).
  it.runIf(uploads.length > 0)(
    'answer the same to the multipart bodies their upload forms will send, not 415',
    async () => {
      const boundary = 'x-boundary';
      const payload = `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\nこんにちは\r\n--${boundary}--\r\n`;
      const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
      for (const operationId of uploads) {
        const request = { method: 'POST' as const, url: urlOf(operationId), payload };
        const visitor = new TestBrowser(t.app);
        await visitor.ensureXsrf();
        expect((await visitor.request(request, { headers })).statusCode, operationId).toBe(
          isPublic(operationId) ? 501 : 401,
        );
        expect((await guardian.request(request, { headers })).statusCode, operationId).toBe(501);
      }
    },
  );
});

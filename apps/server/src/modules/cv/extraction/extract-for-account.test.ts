import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../../plugins/errors';
import { EXTRACTION_BUSY, EXTRACTION_IN_PROGRESS, extractForAccount } from './extract-for-account';
import { closeExtractionPool, configureExtraction } from './extract-text';

// The route's rules around the pool (issue 21), with a worker whose files take the time their first byte
// says (__fixtures__/busy-worker.mjs), a stand-in for heavy PDFs whose reading time no loaded machine keeps
// steady. The real files through the route: extraction-limits.int.test.ts.

configureExtraction({
  workerFile: new URL('./__fixtures__/busy-worker.mjs', import.meta.url).pathname,
  maxThreads: 1,
  maxWaiting: 1,
});
afterAll(async () => {
  await closeExtractionPool();
  configureExtraction({ workerFile: undefined, maxThreads: undefined, maxWaiting: undefined });
});

const halfSecond = () => new Uint8Array([5]);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('extractForAccount', () => {
  it("refuses an account's second file while its first is read (429), not another account's", async () => {
    const first = extractForAccount('account-a', halfSecond(), 'pdf');
    const second = await refusal(extractForAccount('account-a', halfSecond(), 'pdf'));
    expect(second).toBeInstanceOf(HttpError);
    expect(second).toMatchObject({ statusCode: 429, message: EXTRACTION_IN_PROGRESS });
    const other = extractForAccount('account-b', halfSecond(), 'pdf');
    expect(await first).toMatchObject({ ok: true });
    expect(await other).toMatchObject({ ok: true });
    // once the first is read, the account may send another
    expect(await extractForAccount('account-a', halfSecond(), 'pdf')).toMatchObject({ ok: true });
  });

  it('refuses a file with 503, a French detail and Retry-After once the queue is full', async () => {
    const running = extractForAccount('account-c', halfSecond(), 'pdf');
    const waiting = extractForAccount('account-d', halfSecond(), 'pdf');
    const refused = await refusal(extractForAccount('account-e', halfSecond(), 'pdf'));
    expect(refused).toMatchObject({
      statusCode: 503,
      message: EXTRACTION_BUSY,
      headers: { 'retry-after': '5' },
    });
    expect(await Promise.all([running, waiting])).toMatchObject([{ ok: true }, { ok: true }]);
  });
});

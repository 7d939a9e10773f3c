import { afterEach, describe, expect, it } from 'vitest';
import { decodeLinkOffThread, parseScenarioOffThread, setDecoder } from './decodeClient';

afterEach(() => setDecoder(null));

describe('decoding off the page thread', () => {
  it('decodes links and files in the page where no worker can start (Node), with the same results', async () => {
    expect(await decodeLinkOffThread('#v=2&p=minimal-repro&m=fixed')).toMatchObject({
      ok: true,
      state: { preset: 'minimal-repro', mode: 'fixed' },
    });
    const file = await parseScenarioOffThread(new TextEncoder().encode('{"version":1,"title":[[[]]]}'));
    expect(file.ok || file.errors[0]).toMatchObject({ path: '$.title', code: 'notString' });
  });

  it('refuses an input whose decoding runs out of time, saying which limit', async () => {
    setDecoder(() => Promise.resolve('tooSlow'));
    const link = await decodeLinkOffThread('#v=2&c=AAAA', undefined, 2000);
    expect(link).toMatchObject({ ok: false, problem: { code: 'linkTooSlow', params: { limit: 2 } } });
    expect(!link.ok && link.error).toBe('Reading the link took longer than 2 s, so it was stopped.');
    const file = await parseScenarioOffThread(new Uint8Array(3), 15_000);
    expect(file).toMatchObject({
      ok: false,
      errors: [
        {
          path: '$',
          code: 'readTooSlow',
          message: 'took longer than 15 s to read, so reading it was stopped',
        },
      ],
    });
  });
});

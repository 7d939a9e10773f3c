import { deflateSync } from 'fflate';
import lz from 'lz-string';
import { describe, expect, it } from 'vitest';
import { bytesToBase64url } from './base64url';
import { decodeLinkHash } from './decodeLink';
import { MAX_LINK_CHARS, MAX_LINK_SCENARIO_CHARS, MAX_LINK_TALK_CHARS } from './linkState';

const v2 = (text: string) => bytesToBase64url(deflateSync(new TextEncoder().encode(text), { level: 1 }));
const refusal = (hash: string) => {
  const t = performance.now();
  const r = decodeLinkHash(hash);
  return {
    ms: performance.now() - t,
    ...(r.ok ? { ok: true as const } : { code: r.problem.code, error: r.error }),
  };
};

// Building a bomb costs the test a second or two on a busy machine (the decoder itself takes milliseconds).
describe('link decoders have budgets', { timeout: 30_000 }, () => {
  it('a talk that unfolds past its cap is refused at the cap, in either format, naming the part', () => {
    // The hostile shape of issue 37 (a talk unfolding to hundreds of MB), just past the cap: generating a larger
    // one costs the test seconds, reading it would not cost the decoder more.
    const bombV1 = lz.compressToEncodedURIComponent(`{"title":"${'a'.repeat(MAX_LINK_TALK_CHARS)}"}`);
    const bombV2 = v2(`{"title":"${'a'.repeat(20_000_000)}"}`);
    expect(bombV1.length + bombV2.length).toBeLessThan(MAX_LINK_CHARS);
    for (const hash of [`v=1&p=tke-incident&tk=${bombV1}`, `v=2&p=tke-incident&tk=${bombV2}`]) {
      const r = refusal(hash);
      expect(r).toMatchObject({ code: 'linkPartTooLarge' });
      expect('error' in r && r.error).toContain(
        `tk= part unfolds to more than ${MAX_LINK_TALK_CHARS.toLocaleString('en')}`,
      );
    }
  });

  it('an inline scenario that unfolds past its cap is refused the same way', () => {
    const text = `{"version":1,"title":"${'b'.repeat(MAX_LINK_SCENARIO_CHARS)}"}`;
    expect(refusal(`v=2&c=${v2(text)}`)).toMatchObject({ code: 'linkPartTooLarge' });
    expect(refusal(`v=1&c=${lz.compressToEncodedURIComponent(text)}`)).toMatchObject({
      code: 'linkPartTooLarge',
    });
  });

  it('deeply nested JSON in a link is refused before it is parsed, saying where', () => {
    const deep = '['.repeat(50_000) + ']'.repeat(50_000);
    const talk = refusal(`v=2&p=tke-incident&tk=${v2(deep)}`);
    expect(talk).toMatchObject({ code: 'linkPartTooDeep' });
    const scenario = decodeLinkHash(`v=2&c=${v2(`{"version":1,"title":${deep}}`)}`);
    expect(!scenario.ok && scenario.error).toBe(
      'The scenario in the link is not valid: $ nests deeper than 32 levels (line 1, column 53).',
    );
  });

  it('damaged compressed text is refused as damaged, not as too large', () => {
    expect(refusal('v=2&c=AAAA')).toMatchObject({ code: 'linkNotDecompressed' });
    expect(refusal(`v=2&c=${v2('{"version":1}').slice(0, 6)}`)).toMatchObject({
      code: 'linkNotDecompressed',
    });
    expect(refusal('v=1&c=not*lz')).toMatchObject({ code: 'linkNotDecompressed' });
  });
});

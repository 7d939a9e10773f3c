import { describe, expect, it } from 'vitest';
import { commandSession } from '../../../testing/commandSession';
import { applyYaml } from '../applyYaml';
import { MAX_SCRIPT_CHARS } from '../runner/runScript';
import { parsePatchText } from './patch';
import { findYamlTooDeep, MAX_YAML_CHARS, readYamlDocs } from './readYaml';
import { LAUGHS, mergeChain } from '../../../testing/yamlBombs';

describe('YAML is read within caps, and never throws', () => {
  it('an alias bomb becomes a one-line reason, not an exception', () => {
    for (const text of [LAUGHS, mergeChain(200)]) {
      const r = readYamlDocs(text);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.why).toMatch(/^[^\n]+$/);
    }
    expect(readYamlDocs(LAUGHS)).toMatchObject({ ok: false, why: expect.stringMatching(/alias/i) });
  });

  it('nesting too deep, in block or flow style, is refused before parsing, naming the line', () => {
    const block = Array.from({ length: 40 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n') + ' 1';
    expect(findYamlTooDeep(block)).toEqual({ line: 33 });
    expect(findYamlTooDeep(`a: ${'['.repeat(40)}${']'.repeat(40)}`)).toEqual({ line: 1 });
    expect(findYamlTooDeep('- - - - x')).toBeUndefined();
    // Brackets in quotes and comments are text.
    expect(findYamlTooDeep(`a: "${'['.repeat(40)}" # ${'{'.repeat(40)}`)).toBeUndefined();
    expect(readYamlDocs(block)).toEqual({ ok: false, why: 'line 33: nested deeper than 32 levels' });
  });

  it('a document over the size cap is not parsed', () => {
    const r = readYamlDocs(`a: "${'x'.repeat(MAX_YAML_CHARS)}"`);
    expect(r).toEqual({
      ok: false,
      why: `the document is ${MAX_YAML_CHARS + 5} characters; at most ${MAX_YAML_CHARS} are read`,
    });
  });

  it('kubectl apply, delete -f and patch -p answer with that reason as kubectl would', async () => {
    expect(applyYaml(LAUGHS, {} as never, 'default', {} as never)).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/^error: error parsing YAML: .*alias/i),
    });
    expect(parsePatchText(`{"a":${'['.repeat(40)}${']'.repeat(40)}}`)).toMatchObject({
      ok: false,
      error: expect.stringContaining('nested deeper than 32 levels'),
    });
    const s = commandSession('empty-cluster');
    const [del] = await s.run(`kubectl delete -f - <<EOF\n${LAUGHS}\nEOF`);
    expect(del!.output).toMatch(/^error: error parsing YAML: .*alias/i);
  });

  it('a paste over the script cap is not run, and says so', async () => {
    const s = commandSession('empty-cluster');
    const [e, ...rest] = await s.run(`kubectl annotate svc kubernetes a=${'x'.repeat(MAX_SCRIPT_CHARS)}`);
    expect(rest).toEqual([]);
    expect(e!.notes).toEqual([
      { code: 'inputTooLarge', size: MAX_SCRIPT_CHARS + 34, limit: MAX_SCRIPT_CHARS },
    ]);
    expect(e!.exit).toBe(2);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticClosure } from '../../../scripts/firstViewChunk.mjs';

// The first view's module graph as the page's entry imports it statically (the build's chunking walks the same
// closure: scripts/firstViewChunk.mjs). What is loaded lazily must stay out of it: an eager import of one of
// these again would put its code back in the first view's chunk without failing anything else.
const ROOT = resolve(__dirname, '../../..');
const ENTRY = join(ROOT, 'src/ui/main.tsx');

/** A source file's static value imports (not `import type`, not `import()`), resolved to files. */
function importsOf(file: string): string[] {
  if (!/\.tsx?$/.test(file)) return [];
  const text = readFileSync(file, 'utf8');
  const specs = [
    ...text.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^;'"]*?from\s*'([^']+)'/gm),
    ...text.matchAll(/^\s*import\s+'([^']+)'/gm),
  ].map((m) => m[1]!);
  return specs.filter((s) => s.startsWith('.')).flatMap((s) => resolveFile(join(dirname(file), s)));
}

function resolveFile(base: string): string[] {
  for (const suffix of ['.ts', '.tsx', '/index.ts', '/index.tsx', ''])
    if (existsSync(base + suffix) && !base.endsWith('/')) return [base + suffix];
  return [];
}

const firstView = (): Set<string> =>
  new Set([...staticClosure(ENTRY, importsOf)].map((f) => relative(ROOT, f)));

describe("the first view's static imports", () => {
  it('reach the app, its store and the editor slice', () => {
    const files = firstView();
    for (const f of ['src/ui/App.tsx', 'src/store/appStore.ts', 'src/store/slices/editorSlice.ts'])
      expect(files).toContain(f);
  });

  it('leave out what loads lazily: the model, the link compressor and scenario validation', () => {
    const files = firstView();
    for (const lazy of [
      'src/store/simulateRuns.ts',
      'src/scenario/link/compressJson.ts',
      'src/scenario/validate.ts',
      'src/scenario/validateEvent.ts',
    ])
      expect(files).not.toContain(lazy);
  });
});

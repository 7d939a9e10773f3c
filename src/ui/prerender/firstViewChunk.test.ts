import { describe, expect, it } from 'vitest';
// The build's chunking code (plain ESM), tested with a small module graph.
import { firstViewGroup, staticClosure } from '../../../scripts/firstViewChunk.mjs';

/** index.html → main → {app → shared, util}; main ⇢ lazy (dynamic) → {shared, big}. */
const graph: Record<string, { imports: string[]; dynamic?: string[]; entry?: boolean }> = {
  '/r/index.html': { imports: ['/r/main.tsx'], entry: true },
  '/r/main.tsx': { imports: ['/r/app.tsx', '/r/util.ts'], dynamic: ['/r/lazy.tsx'] },
  '/r/app.tsx': { imports: ['/r/shared.ts'] },
  '/r/util.ts': { imports: [] },
  '/r/shared.ts': { imports: [] },
  '/r/lazy.tsx': { imports: ['/r/shared.ts', '/r/big.ts'] },
  '/r/big.ts': { imports: [] },
};
const importers = (id: string) => Object.keys(graph).filter((k) => graph[k]!.imports.includes(id));
const dynamicImporters = (id: string) => Object.keys(graph).filter((k) => graph[k]!.dynamic?.includes(id));
const ctx = {
  getModuleInfo: (id: string) =>
    graph[id]
      ? {
          isEntry: !!graph[id].entry,
          importedIds: graph[id].imports,
          importers: importers(id),
          dynamicImporters: dynamicImporters(id),
        }
      : null,
};

describe('the first view in one chunk', () => {
  it('walks static imports only', () => {
    const c = staticClosure('/r/index.html', (id: string) => graph[id]?.imports ?? []);
    expect([...c].sort()).toEqual([
      '/r/app.tsx',
      '/r/index.html',
      '/r/main.tsx',
      '/r/shared.ts',
      '/r/util.ts',
    ]);
  });

  it('names the chunk of what the entry loads statically, whichever module is asked about first', () => {
    for (const first of ['/r/big.ts', '/r/shared.ts', '/r/main.tsx']) {
      const g = firstViewGroup('index.html');
      const names = [first, ...Object.keys(graph)].map((id) => [id, g.name(id, ctx)]);
      expect(Object.fromEntries(names)).toEqual({
        '/r/index.html': 'app',
        '/r/main.tsx': 'app',
        '/r/app.tsx': 'app',
        '/r/util.ts': 'app',
        // Shared with a lazy chunk: the lazy chunk imports it from the first view's chunk.
        '/r/shared.ts': 'app',
        '/r/lazy.tsx': null,
        '/r/big.ts': null,
      });
    }
  });

  it('says so when the entry is not in the graph', () => {
    expect(() => firstViewGroup('other.html').name('/r/util.ts', ctx)).toThrow(
      /no entry ending in other\.html/,
    );
  });
});

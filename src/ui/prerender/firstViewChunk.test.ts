import { describe, expect, it } from 'vitest';
// The build's chunking code (plain ESM), tested with a small module graph.
import { firstViewGroups, staticClosure } from '../../../scripts/firstViewChunk.mjs';

/** index.html → main → {app → shared, util, react-dom/client}; main ⇢ lazy (dynamic) → {shared, big, react-dom/server}. */
const REACT = '/r/node_modules/react-dom/client.js';
const SERVER = '/r/node_modules/react-dom/server.js';
const graph: Record<string, { imports: string[]; dynamic?: string[]; entry?: boolean }> = {
  '/r/index.html': { imports: ['/r/main.tsx'], entry: true },
  '/r/main.tsx': { imports: ['/r/app.tsx', '/r/util.ts', REACT], dynamic: ['/r/lazy.tsx'] },
  [REACT]: { imports: [] },
  '/r/app.tsx': { imports: ['/r/shared.ts'] },
  '/r/util.ts': { imports: [] },
  '/r/shared.ts': { imports: [] },
  '/r/lazy.tsx': { imports: ['/r/shared.ts', '/r/big.ts', SERVER] },
  [SERVER]: { imports: [] },
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
      '/r/node_modules/react-dom/client.js',
      '/r/shared.ts',
      '/r/util.ts',
    ]);
  });

  it('names the chunks of what the entry loads statically (the framework apart), whichever module is asked about first', () => {
    for (const first of ['/r/big.ts', '/r/shared.ts', '/r/main.tsx', REACT]) {
      const groups = firstViewGroups('index.html');
      // Of two groups of one priority, the first listed that names a module takes it.
      const chunkOf = (id: string) => groups.map((g) => g.name(id, ctx)).find((n) => n !== null) ?? null;
      const names = [first, ...Object.keys(graph)].map((id) => [id, chunkOf(id)]);
      expect(Object.fromEntries(names)).toEqual({
        '/r/index.html': 'app',
        '/r/main.tsx': 'app',
        '/r/app.tsx': 'app',
        '/r/util.ts': 'app',
        [REACT]: 'react',
        // Shared with a lazy chunk: the lazy chunk imports it from the first view's chunk.
        '/r/shared.ts': 'app',
        '/r/lazy.tsx': null,
        '/r/big.ts': null,
        // The framework's modules only a lazy chunk needs stay out of the first view.
        [SERVER]: null,
      });
    }
  });

  it('says so when the entry is not in the graph', () => {
    expect(() => firstViewGroups('other.html')[1]!.name('/r/util.ts', ctx)).toThrow(
      /no entry ending in other\.html/,
    );
  });
});

// Rolldown chunking for the hosted build: every module the entry imports statically (the first view) goes in
// one chunk. Left to itself, the bundler splits that code wherever a lazy chunk shares a piece of it: the
// first view then came as 13 files, each a request the browser must make and answer before the app can run.
// Lazy chunks import what they share from this one chunk instead. The framework (react, react-dom, scheduler)
// is the one exception: its own chunk, loaded beside the app's (index.html preloads it), so that the app's own
// first-view code is a file of its own to measure and budget (scripts/firstViewBudget.mjs).

/** The ids reachable from `entry` through static imports (dynamic imports start lazy chunks). */
export function staticClosure(entry, importedIds) {
  const seen = new Set([entry]);
  const todo = [entry];
  while (todo.length) {
    for (const id of importedIds(todo.pop())) {
      if (seen.has(id)) continue;
      seen.add(id);
      todo.push(id);
    }
  }
  return seen;
}

/** The framework's packages: in the first view, but not the app's own code. */
export const FRAMEWORK = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;

/**
 * `codeSplitting` groups for what the entry ending in `entrySuffix` loads statically: the framework's modules
 * in a chunk named `framework`, every other one in a chunk named `name`. The framework's group comes first
 * (of two groups of one priority, the first one listed takes a module).
 */
export function firstViewGroups(entrySuffix, name = 'app', framework = 'react') {
  let closure = null;
  const inFirstView = (id, ctx) => {
    if (!closure) {
      // The graph is complete when chunking starts; find the entry once and walk it.
      const entry = findEntry(id, ctx, entrySuffix);
      closure = staticClosure(entry, (m) => ctx.getModuleInfo(m)?.importedIds ?? []);
    }
    return closure.has(id);
  };
  return [
    {
      name: (id, ctx) => (inFirstView(id, ctx) && FRAMEWORK.test(id) ? framework : null),
      debugName: framework,
    },
    { name: (id, ctx) => (inFirstView(id, ctx) ? name : null), debugName: name },
  ];
}

function findEntry(from, ctx, suffix) {
  // Walk up importers from any module until a module that is an entry ending in `suffix`.
  const seen = new Set();
  const todo = [from];
  while (todo.length) {
    const id = todo.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    if (info.isEntry && id.endsWith(suffix)) return id;
    todo.push(...info.importers, ...info.dynamicImporters);
  }
  throw new Error(`firstViewChunk: no entry ending in ${suffix}`);
}

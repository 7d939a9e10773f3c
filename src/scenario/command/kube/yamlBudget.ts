// What YAML text may cost before it is parsed (no YAML library here: the scanner checks text with it before
// it loads the parser).

/** The most characters of YAML one command reads (a here-document or a file of the tab): ~150 Services. */
export const MAX_YAML_CHARS = 100_000;
/** The deepest nesting a manifest may have: Kubernetes objects nest about eight levels. */
export const MAX_YAML_DEPTH = 32;

/**
 * The first line at which YAML nests deeper than `max`: block nesting by indentation (and `- ` items opening on
 * one line), flow nesting by brackets outside quotes. An estimate that only errs towards deeper, in one linear
 * pass, so that a pathological document is refused before the parser spends seconds on it.
 */
export function findYamlTooDeep(text: string, max = MAX_YAML_DEPTH): { line: number } | undefined {
  const indents: number[] = [];
  let flow = 0;
  let line = 0;
  for (const raw of text.split('\n')) {
    line++;
    const body = raw.trimStart();
    if (!body || body.startsWith('#')) continue;
    const indent = raw.length - body.length;
    while (indents.length && indents[indents.length - 1]! >= indent) indents.pop();
    indents.push(indent);
    const items = /^(?:-\s+)*/.exec(body)![0].split('-').length - 1;
    let quote = '';
    let peak = flow;
    for (const ch of body) {
      if (quote) {
        if (ch === quote) quote = '';
      } else if (ch === '"' || ch === "'") quote = ch;
      else if (ch === '[' || ch === '{') peak = Math.max(peak, ++flow);
      else if (ch === ']' || ch === '}') flow = Math.max(0, flow - 1);
      else if (ch === '#' && flow === 0) break;
    }
    if (indents.length + items + peak > max) return { line };
  }
  return undefined;
}

/**
 * The most alias references (`*name`) a text may hold. Kubernetes manifests use none; the YAML library stops an
 * alias bomb only after resolving a hundred of them, and a chain of merge keys (`<<: *prev`) is quadratic
 * before it gets there (300 links: 1.8 s of the page's thread).
 */
export const MAX_YAML_ALIASES = 100;

/** How many alias references a YAML text holds (an estimate: one that looks like one in a quoted string counts). */
export function countYamlAliases(text: string): number {
  return text.match(/(?:^|[\s[{,:-])\*[^\s,[\]{}]+/g)?.length ?? 0;
}

import { parseAllDocuments } from 'yaml';

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

export type YamlDocs = { ok: true; values: unknown[] } | { ok: false; why: string };

/**
 * Every document of a YAML text as plain values, within the caps above; never throws. The parser's own guard
 * against alias bombs ("billion laughs", merge-key chains) throws while converting: that becomes a reason too.
 */
export function readYamlDocs(text: string): YamlDocs {
  if (text.length > MAX_YAML_CHARS)
    return {
      ok: false,
      why: `the document is ${text.length} characters; at most ${MAX_YAML_CHARS} are read`,
    };
  const deep = findYamlTooDeep(text);
  if (deep) return { ok: false, why: `line ${deep.line}: nested deeper than ${MAX_YAML_DEPTH} levels` };
  const values: unknown[] = [];
  try {
    for (const doc of parseAllDocuments(text)) {
      if (doc.errors.length) return { ok: false, why: doc.errors[0]!.message.split('\n')[0]! };
      values.push(doc.toJS());
    }
  } catch (e) {
    return { ok: false, why: (e instanceof Error ? e.message : String(e)).split('\n')[0]! };
  }
  return { ok: true, values };
}

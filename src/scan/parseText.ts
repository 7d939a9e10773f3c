import { countYamlAliases, MAX_YAML_ALIASES } from '../scenario/command/kube/yamlBudget';
import { findJsonError } from '../scenario/jsonErrorOffset';
import { expandLists, type Located } from './collectObjects';
import { ScanInputError } from './inputError';
import { parseKubectlYaml } from './kubectlYaml';

/** Parses JSON text; a syntax error names the line, the column and what was found there. */
export function parseJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const error = findJsonError(text) ?? { at: 0, line: 1, column: 1, found: '' };
    const { at, line, column } = error;
    const found =
      at >= text.length
        ? 'the text ends too early (truncated?)'
        : `unexpected ${JSON.stringify(error.found)}`;
    throw new ScanInputError(file, `is not valid JSON: ${found}`, line, column, 'json', found);
  }
}

/**
 * Documents of YAML text (`---`-separated; Lists expanded), each item with its line. kubectl's output takes the
 * fast path; anything else goes through the `yaml` library, imported on first use so that the browser loads it
 * only when needed.
 */
export async function yamlDocuments(file: string, text: string): Promise<Located[]> {
  const fast = parseKubectlYaml(text);
  if (fast)
    return expandLists(
      fast.map((d) => ({ value: d.value, src: { file, line: d.line } })),
      (doc, item) => fast[doc]?.itemLines?.[item],
    );
  const aliases = countYamlAliases(text);
  if (aliases > MAX_YAML_ALIASES) {
    const what = `${aliases} aliases (*name); at most ${MAX_YAML_ALIASES} are resolved`;
    throw new ScanInputError(file, `is not valid YAML: ${what}`, undefined, undefined, 'yaml', what);
  }
  const { parseAllDocuments, LineCounter, isMap, isSeq } = await import('yaml');
  const lc = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter: lc, prettyErrors: false });
  const list = Array.isArray(docs) ? docs : [];
  for (const d of list) {
    const e = d.errors[0];
    if (e) {
      const pos = lc.linePos(e.pos[0]);
      const what = e.message.split('\n')[0]!.replace(/ at line \d+, column \d+.*$/, '');
      throw new ScanInputError(
        file,
        `is not valid YAML: ${what}`,
        pos.line || undefined,
        pos.col || undefined,
        'yaml',
        what,
      );
    }
  }
  const located: Located[] = [];
  const itemOffsets: (number | undefined)[][] = [];
  for (const d of list) {
    if (d.contents === null) continue;
    const line = lc.linePos(d.range[0]).line;
    let value: unknown;
    try {
      // maxAliasCount bounds "billion laughs" alias expansion; the library says so by throwing.
      value = d.toJS({ maxAliasCount: MAX_YAML_ALIASES });
    } catch (e) {
      const what = (e instanceof Error ? e.message : String(e)).split('\n')[0]!;
      throw new ScanInputError(file, `is not valid YAML: ${what}`, line, undefined, 'yaml', what);
    }
    located.push({ value, src: { file, line } });
    const items = isMap(d.contents) ? d.contents.get('items', true) : undefined;
    itemOffsets.push(isSeq(items) ? items.items.map((n) => (n as { range?: [number] }).range?.[0]) : []);
  }
  return expandLists(located, (doc, item) => {
    const off = itemOffsets[doc]?.[item];
    return off === undefined ? undefined : lc.linePos(off).line;
  });
}

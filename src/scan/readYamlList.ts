import type { Dump } from './dump';
import { parseKubectlYaml, parseKubectlYamlItem } from './kubectlYaml';
import { asRec } from './k8sObjects';
import { ListItems } from './listItems';

/** The keys of a List before `items:` are a few lines (`apiVersion`); past this it is not a List we stream. */
const MAX_HEAD_LINES = 1000;

type State = 'head' | 'items' | 'after' | 'failed';

/**
 * Splits the YAML of `kubectl get -o yaml` (one document, a List: `items:` at column 0 and each item a `- ` at
 * column 0 with its lines under it) into its items as lines arrive, and reads each with the kubectl-YAML reader
 * the moment the next column-0 line shows it complete. What is not an item — the List's other keys — is kept
 * as the shell and read at the end for the List's kind. Anything outside that shape (several documents,
 * directives, a BOM, carriage returns, comments at column 0, an item the fast reader does not read) stops it,
 * and the caller takes the whole-text path.
 */
class YamlListSplitter {
  private state: State = 'head';
  private line = 0;
  private item: string[] = [];
  private itemLine = 0;
  readonly shell: string[] = [];

  constructor(private readonly onItem: (lines: string[], line: number) => boolean) {}

  get failed() {
    return this.state === 'failed';
  }

  /** One line (without its `\n`); false once the input is not a List this reads. */
  push(l: string): boolean {
    this.line++;
    if (this.state === 'failed') return false;
    const c = l.charCodeAt(0);
    // Document markers, directives, a BOM, CR line ends and column-0 comments: the whole-text path's business.
    if (
      c === 0xfeff ||
      c === 35 ||
      c === 37 ||
      l.startsWith('---') ||
      l.startsWith('...') ||
      l.includes('\r')
    )
      return this.fail();
    const top = l.length > 0 && c !== 32;
    if (this.state === 'head' || this.state === 'after') {
      if (this.state === 'head' && l === 'items:') this.state = 'items';
      else if (this.state === 'head' && this.shell.length > MAX_HEAD_LINES) return this.fail();
      this.shell.push(l);
      return true;
    }
    // Inside `items:`: a column-0 dash starts an item, other column-0 text ends the sequence.
    if (top) {
      if (!this.close()) return false;
      if (c === 45 && (l.length === 1 || l.charCodeAt(1) === 32)) {
        this.item = [l];
        this.itemLine = this.line;
      } else {
        this.state = 'after';
        this.shell.push(l);
      }
    } else if (this.item.length) this.item.push(l);
    else if (l.trim() !== '') return this.fail(); // `items:` followed by an indented value: not a sequence
    return true;
  }

  /** Reads the item in progress, if any. */
  close(): boolean {
    if (!this.item.length) return true;
    const ok = this.onItem(this.item, this.itemLine);
    this.item = [];
    return ok || this.fail();
  }

  private fail(): false {
    this.state = 'failed';
    this.item = [];
    return false;
  }
}

/**
 * A large kubectl YAML List read item by item as its text arrives (see YamlListSplitter): the same objects, in
 * the same order and with the same lines, as the whole-text path, without the whole text's lines or tree.
 * @param chunks the file's text in order (one chunk: the whole text)
 * @returns how many objects of a kind the scanner uses were added to `dump`, or undefined (then the caller
 * reads the text whole).
 */
export function readYamlList(file: string, chunks: Iterable<string>, dump: Dump): number | undefined {
  const items = new ListItems();
  const split = new YamlListSplitter((lines, line) => {
    const r = parseKubectlYamlItem(lines, line);
    if (r) items.add(r.value, { file, line });
    return r !== undefined;
  });
  let rest = '';
  for (const chunk of chunks) {
    let from = 0;
    for (let nl = chunk.indexOf('\n'); nl >= 0; nl = chunk.indexOf('\n', from)) {
      const l = rest + chunk.slice(from, nl);
      rest = '';
      from = nl + 1;
      if (!split.push(l)) return undefined;
    }
    rest += chunk.slice(from);
  }
  if (rest && !split.push(rest)) return undefined;
  if (!split.close() || split.failed) return undefined;
  // The List's other keys, with `items:` left empty: one mapping whose `items` is null.
  const docs = parseKubectlYaml(split.shell.join('\n'));
  const list = docs?.length === 1 ? asRec(docs[0]!.value) : undefined;
  if (!list || !('items' in list) || list.items !== null) return undefined;
  return items.finish(typeof list.kind === 'string' ? list.kind : undefined, dump);
}

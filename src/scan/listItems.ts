import { collectObjects, listItem, type Located } from './collectObjects';
import { emptyDump, type Dump, type SourceRef } from './dump';
import { asRec } from './k8sObjects';

/** Items sorted into the dump at a time: their objects are garbage before the next batch. */
const BATCH = 64;

/**
 * The items of one List read one at a time (JSON or YAML, while the file streams in), sorted into a dump of
 * their own in batches, so only the scanner's small records outlive their batch. A List's `kind` comes after
 * its `items` in kubectl's output, so an item that has no `kind` of its own (a typed `ServiceList`) waits, with
 * every item after it, until the List's kind is known: the order of objects is the whole-text path's. An
 * object the scanner refuses (a Service without a name) is the whole-text path's to report, in its words.
 */
export class ListItems {
  private readonly own = emptyDump();
  private batch: Located[] = [];
  private waiting: Located[] | undefined;
  private used = 0;
  /** An object the scanner refuses: the whole-text path says which and where (as it would have). */
  private refused = false;

  add(value: unknown, src: SourceRef) {
    if (this.refused) return;
    if (this.waiting || asRec(value)?.kind === undefined) {
      (this.waiting ??= []).push({ value, src });
      return;
    }
    this.batch.push({ value, src });
    if (this.batch.length === BATCH) this.flush();
  }

  private flush() {
    try {
      if (!this.refused) this.used += collectObjects(this.batch, this.own);
    } catch {
      this.refused = true;
    }
    this.batch = [];
  }

  /**
   * Adds the items to `dump` once the List's kind is known; nothing reaches `dump` when the document is not a
   * List or no item is an object the scanner reads (the whole-text path words those cases).
   * @returns how many objects of a kind the scanner uses were added, or undefined.
   */
  finish(kind: string | undefined, dump: Dump): number | undefined {
    if (kind && !kind.endsWith('List')) return undefined;
    this.flush();
    for (const w of this.waiting ?? []) {
      this.batch.push({ value: listItem(kind, w.value), src: w.src });
      if (this.batch.length === BATCH) this.flush();
    }
    this.flush();
    if (!this.used || this.refused) return undefined;
    const own = this.own;
    // One by one: a spread of 20,000 arguments can exceed the engine's argument limit.
    for (const s of own.services) dump.services.push(s);
    for (const s of own.slices) dump.slices.push(s);
    for (const v of own.versions) dump.versions.push(v);
    if (own.config) dump.config = own.config;
    for (const [k, n] of Object.entries(own.ignored)) dump.ignored[k] = (dump.ignored[k] ?? 0) + n;
    return this.used;
  }
}

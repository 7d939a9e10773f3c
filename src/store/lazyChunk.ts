// A function that lives in a chunk of its own (the model, scenario validation): loaded once when first needed,
// or handed in at the start where it is loaded statically (tests, the CLI).

/** The slot of a lazily loaded function `F`. */
export interface LazyChunk<F> {
  /** Whether the function is there now. */
  ready: () => boolean;
  /** The load while it is under way (null before it starts and once it is done). */
  loading: () => Promise<void> | null;
  /** Hands the function in; null forgets it (a test of the loading). */
  install: (f: F | null) => void;
  /** Loads the chunk (once; a failed load is tried again on the next call). */
  load: () => Promise<void>;
  /** The function; throws (a bug in the caller) when it is not loaded yet, saying what for. */
  get: (what: string) => F;
}

/**
 * A slot for the function `pick` takes from the chunk `importChunk` loads; `name` says which, and `loader` the
 * function that loads it (in errors).
 */
export function lazyChunk<M, F>(
  name: string,
  loader: string,
  importChunk: () => Promise<M>,
  pick: (m: M) => F,
): LazyChunk<F> {
  let f: F | null = null;
  let loading: Promise<void> | null = null;
  const slot: LazyChunk<F> = {
    ready: () => f !== null,
    loading: () => (f ? null : loading),
    install: (g) => {
      f = g;
      if (!g) loading = null;
    },
    load: () => {
      if (f) return Promise.resolve();
      loading ??= importChunk().then(
        (m) => slot.install(pick(m)),
        (e: unknown) => {
          loading = null;
          throw e;
        },
      );
      return loading;
    },
    get: (what) => {
      if (!f) throw new Error(`${name} is not loaded yet (${loader}) to ${what}`);
      return f;
    },
  };
  return slot;
}

import type { ValidationResult } from '../scenario/validate';

// Scenario validation (validate.ts and the checks only it uses) is a chunk of its own: the first view shows the
// default preset and validates nothing until the editor is used or a draft is restored. The editor slice
// validates through here: at once when the chunk is loaded, else once it is (the editor's own chunk and the
// page's first idle moment load it, so an edit rarely waits).

type Validate = (input: unknown) => ValidationResult;

let validate: Validate | null = null;
let loading: Promise<void> | null = null;

/** Whether drafts can be validated now (the validation chunk is loaded). */
export const validationReady = (): boolean => validate !== null;

/** Hands in the validation (a test's setup loads it statically); null forgets it (a test of the loading). */
export function installValidation(f: Validate | null): void {
  validate = f;
  if (!f) loading = null;
}

/** Loads the validation chunk (once; a failed load is tried again on the next call). */
export function loadValidation(): Promise<void> {
  if (validate) return Promise.resolve();
  loading ??= import('../scenario/validate').then(
    (m) => installValidation(m.validateScenario),
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/** Validates with the loaded chunk; throws (a bug in the caller) when it is not loaded yet. */
export function validateLoaded(input: unknown): ValidationResult {
  if (!validate) throw new Error('scenario validation is not loaded yet (loadValidation)');
  return validate(input);
}

import type { ValidationResult } from '../scenario/validate';
import { lazyChunk } from './lazyChunk';

// Scenario validation (validate.ts and the checks only it uses) is a chunk of its own: the first view shows the
// default preset and validates nothing until the editor is used or a draft is restored. The editor slice
// validates through here: at once when the chunk is loaded, else once it is (the editor's own chunk and the
// page's first idle moment load it, so an edit rarely waits).
const validation = lazyChunk(
  'scenario validation',
  'loadValidation',
  () => import('../scenario/validate'),
  (m) => m.validateScenario,
);

/** Whether drafts can be validated now (the validation chunk is loaded). */
export const validationReady = validation.ready;

/** Hands in the validation (a test's setup loads it statically); null forgets it (a test of the loading). */
export const installValidation = validation.install;

/** Loads the validation chunk (once; a failed load is tried again on the next call). */
export const loadValidation = validation.load;

/** Validates with the loaded chunk; throws (a bug in the caller) when it is not loaded yet. */
export const validateLoaded = (input: unknown): ValidationResult => validation.get('validate a draft')(input);

import { EARLY_INPUT_MARKER, EARLY_INPUT_NAME } from '../earlyInput';
import { FIELD_PROOF } from '../keymap/chords';
import { SHORTCUT_KEYS, TYPING_TAGS } from '../shortcuts';
import { buttonLabel, earlyInputBoot, type EarlyInputOptions } from './earlyInputBoot';

/**
 * The early input script's source for the page's head (both builds; see `earlyInputBoot`): `copy` where the page
 * has the prerendered first view (its Play label and the app's Pause markup), null where it has none (the
 * offline copy). The options go in as JSON with `<` escaped, so nothing in them can end the script.
 */
export function earlyInputScript(copy: EarlyInputOptions['copy']): string {
  const options: EarlyInputOptions = {
    name: EARLY_INPUT_NAME,
    marker: EARLY_INPUT_MARKER,
    keys: SHORTCUT_KEYS,
    typing: TYPING_TAGS,
    fieldProof: FIELD_PROOF,
    copy,
  };
  const json = JSON.stringify(options).replace(/</g, '\\u003c');
  return `(${earlyInputBoot})(document, window, ${json}, ${buttonLabel});`;
}

import type { Messages } from '../i18n/en';
import { chordLabels } from './chords';
import { ACTION_IDS, KEYMAP, type KeyActionSpec, type KeyContext } from './keymap';

/** One table of the `?` dialog: a context's caption and its actions, each with its keys. */
export interface HelpTable {
  context: KeyContext;
  caption: string;
  rows: { id: string; keys: string; action: string; clicker: boolean }[];
}

/** The help's tables, in the order that suits where the reader is (their own context first). */
const ORDER: Record<'page' | 'presenting' | 'speaker', KeyContext[]> = {
  page: ['page', 'storyWait', 'tour', 'presenting', 'blanked', 'speaker'],
  presenting: ['presenting', 'blanked', 'page', 'storyWait', 'tour', 'speaker'],
  speaker: ['speaker', 'blanked', 'presenting', 'page', 'storyWait', 'tour'],
};

/** The `?` dialog's contents, made from the keymap (so the help can never list a key that does something else). */
export function helpTables(t: Messages, where: 'page' | 'presenting' | 'speaker'): HelpTable[] {
  const words = t.show.keymap;
  return ORDER[where].map((context) => ({
    context,
    caption: words.contexts[context],
    rows: ACTION_IDS.flatMap((id) => {
      const spec: KeyActionSpec = KEYMAP[id];
      const chords = spec.keys[context];
      if (!chords?.length) return [];
      return [
        {
          id,
          keys: chordLabels(chords, words).join(' / '),
          action: words.actions[id],
          clicker: !!spec.clicker,
        },
      ];
    }),
  }));
}

import { describe, expect, it } from 'vitest';
import { useAppStore } from './appStore';
import { installValidation, loadValidation, validationReady } from './validation';

const editor = () => useAppStore.getState().editor;
// Over the 120 characters a title may have.
const LONG = 'x'.repeat(121);
const retitle = (title: string) => editor().edit((d) => ((d.title = title), d));

describe('scenario validation as a chunk of its own', () => {
  it('an edit before it has loaded gets its errors, and is shown, once it has', async () => {
    installValidation(null);
    expect(validationReady()).toBe(false);
    retitle(LONG);
    // Set at once, without errors it cannot know yet; the main view waits for a valid version.
    expect(editor().draft?.title).toBe(LONG);
    expect(editor().errors).toEqual([]);
    await loadValidation();
    expect(validationReady()).toBe(true);
    expect(editor().errors.map((e) => e.path)).toEqual(['$.title']);
    // Loaded, an edit is validated and shown at once again.
    retitle('Renamed');
    expect(editor().errors).toEqual([]);
    expect(useAppStore.getState().scenario.title).toBe('Renamed');
  });

  it('a draft replaced before validation loads is not validated or shown late', async () => {
    installValidation(null);
    retitle('First');
    retitle(LONG);
    // Every errors list the editor shows from here on.
    const shown: string[][] = [];
    const stop = useAppStore.subscribe((s, prev) => {
      if (s.editor.errors !== prev.editor.errors) shown.push(s.editor.errors.map((e) => e.path));
    });
    await loadValidation();
    stop();
    // Only the newest draft is validated: no errors of the replaced one came in between.
    expect(editor().draft?.title).toBe(LONG);
    expect(shown).toEqual([['$.title']]);
    expect(useAppStore.getState().scenario.title).not.toBe('First');
  });
});

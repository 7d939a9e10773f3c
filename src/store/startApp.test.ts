// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeLinkHash } from '../scenario/link/encodeLink';
import { getPreset } from '../scenario/presets';
import { useAppStore } from './appStore';
import { resetEditorModule, useEditorStore } from './editorStore';
import { startApp } from './startApp';

const initialApp = useAppStore.getState();
let stop: () => void = () => {};
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useAppStore.setState(initialApp, true);
  resetEditorModule();
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

const prefersLight = (light: boolean) =>
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: light && q.includes('light') }));

/** Boots with a link: the link reader is a chunk of its own, so the link is applied a moment later. */
const boot = (hash: string) => new Promise<void>((opened) => (stop = startApp(hash, opened)));

describe('startApp', () => {
  it('creating the store reads nothing of the browser: the theme is the system’s only once booted', () => {
    prefersLight(true);
    expect(useAppStore.getState().theme).toBe('dark');
    let opened = false;
    stop = startApp('', () => (opened = true));
    expect(useAppStore.getState().theme).toBe('light');
    expect(opened).toBe(true); // a bare address: at once, no link reader to load
  });

  it('a link’s theme wins over the system’s', async () => {
    prefersLight(true);
    await boot(`#${encodeLinkHash({ preset: 'minimal-repro', mode: 'buggy', theme: 'dark' })}`);
    expect(useAppStore.getState()).toMatchObject({ presetId: 'minimal-repro', theme: 'dark' });
  });

  it('opening the link never clears this tab’s stored draft before it is restored (a reload keeps the work)', async () => {
    // An earlier page of this tab edited the minimal reproduction; the reload's link still shows the preset.
    const app = useAppStore.getState();
    app.loadPreset('minimal-repro');
    useEditorStore.getState().setOpen(true);
    useEditorStore.getState().edit((d) => ({ ...d, title: 'Mine' }));
    useAppStore.setState(initialApp, true);
    resetEditorModule();
    vi.stubGlobal('performance', {
      ...performance,
      getEntriesByType: () => [{ type: 'reload' }],
    });
    await boot(`#${encodeLinkHash({ preset: 'minimal-repro', mode: 'buggy' })}`);
    expect(useEditorStore.getState().draft?.title).toBe('Mine');
    expect(useAppStore.getState().scenario.title).toBe('Mine');
  });

  it('a scenario change from outside the editor reaches it without any subscription running', () => {
    const app = useAppStore.getState();
    app.loadPreset('minimal-repro');
    useEditorStore.getState().setOpen(true);
    useEditorStore.getState().edit((d) => ({ ...d, title: 'Mine' }));
    app.loadPreset('no-shared-prefix');
    const ed = useEditorStore.getState();
    expect(ed.undo?.draft.title).toBe('Mine');
    expect(ed.draft?.title).toBe(getPreset('no-shared-prefix')!.scenario.title);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../store/appStore';
import { resetEditorModule } from '../../store/editorStore';
import { hasRuns } from '../../store/traces';
import { incidentWithServices } from '../../testing/bigIncident';
import { effectiveTalk, effectiveTalkTitle } from './effectiveTalk';

const initial = useAppStore.getState();
const s = () => useAppStore.getState();
beforeEach(() => {
  useAppStore.setState(initial, true);
  resetEditorModule();
});

describe('effectiveTalkTitle (the talk panel’s summary)', () => {
  it('is the effective talk’s title: a shipped talk’s, in the reader’s language, and a speaker’s own', () => {
    for (const id of ['tke-incident', 'minimal-repro', 'other-namespace']) {
      s().loadPreset(id);
      for (const lang of ['en', 'zh'] as const) {
        s().setLang(lang);
        expect(effectiveTalkTitle(s())).toBe(effectiveTalk(s()).title);
      }
    }
    useAppStore.setState({ talk: { title: 'My talk', beats: [] } });
    expect(effectiveTalkTitle(s())).toBe('My talk');
  });

  it('a shipped talk is titled without resolving its beats in the runs (the first view shows the title)', () => {
    const own = structuredClone(s().scenario);
    useAppStore.setState({ scenario: own, presetId: 'tke-incident' });
    const title = effectiveTalkTitle(s());
    expect(hasRuns(own)).toBe(false);
    expect(title).toBe(effectiveTalk(s()).title);
  });

  it('a talk made from the chapters is titled after its scenario, which is not simulated for it', () => {
    const big = incidentWithServices(3);
    useAppStore.setState({ scenario: big, presetId: null });
    expect(effectiveTalkTitle(s())).toBe(big.title);
    expect(hasRuns(big)).toBe(false);
    expect(effectiveTalk(s()).title).toBe(big.title);
  });
});

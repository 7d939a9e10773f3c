// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeLinkHash } from '../../scenario/link/decodeLink';
import { encodeLinkHash } from '../../scenario/link/encodeLink';
import { getLab } from '../../scenario/labs/labs';
import { useAppStore } from '../appStore';
import { getRuns } from '../traces';
import { applyLinkHash } from '../openLink';
import { currentLinkState } from '../urlSync';
import { enterLab, startLab } from './startLab';

const initial = useAppStore.getState();
const app = () => useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));

describe('a lab in a link (`lab=`)', () => {
  it('round-trips, before the outcome check', () => {
    const hash = encodeLinkHash({
      preset: 'empty-cluster',
      mode: 'buggy',
      lab: 'minimal-case',
      outcome: '0123abcd',
    });
    expect(hash).toBe('v=2&p=empty-cluster&m=buggy&lab=minimal-case&o=0123abcd');
    const r = decodeLinkHash(hash);
    expect(r.ok && r.state.lab).toBe('minimal-case');
  });

  it('refuses an id that is no lab name, and opens a link cut off right after `lab=` without it', () => {
    const bad = decodeLinkHash('v=1&lab=Bad%20Lab&o=0123abcd');
    expect(!bad.ok && bad.problem.code).toBe('linkBadLab');
    const cut = decodeLinkHash('v=2&p=empty-cluster&lab=');
    expect(cut.ok && cut.dropped?.param).toBe('lab');
    expect(cut.ok && cut.state.lab).toBeUndefined();
  });

  it('opens the dock on it; the view’s link names the lab while the dock shows it', () => {
    applyLinkHash('#v=1&p=empty-cluster&m=buggy&lab=minimal-case');
    expect(app()).toMatchObject({ labsOpen: true, lab: 'minimal-case', presetId: 'empty-cluster' });
    expect(currentLinkState(app()).lab).toBe('minimal-case');
    app().closeLabs();
    expect(currentLinkState(app()).lab).toBeUndefined();
    // A link without a lab closes the dock.
    app().openLabs('minimal-case');
    applyLinkHash('#v=1&p=tke-incident&m=buggy');
    expect(app().labsOpen).toBe(false);
  });

  it('ends the tour, which takes the same place', () => {
    app().startTour(0);
    app().openLabs(null);
    expect(app()).toMatchObject({ tour: null, labsOpen: true, lab: null });
  });
});

describe('entering a lab', () => {
  it('starts it on its preset, key and moment, unless the page shows that lab’s cluster already', () => {
    const lab = getLab('heal-without-fix')!;
    app().setView('fixed');
    enterLab(lab);
    const trace = getRuns(app().scenario).traces.buggy;
    expect(app()).toMatchObject({ presetId: 'minimal-repro', view: 'buggy', step: trace.steps.length - 1 });
    // The reader's own write is kept when the lab is opened again; Reset starts over.
    const edited = {
      ...app().scenario,
      events: [
        ...app().scenario.events,
        { at: 21_000, type: 'restartAgent' as const, cause: 'rolloutRestart' as const },
      ],
    };
    app().replaceScenario(edited);
    enterLab(lab);
    expect(app().scenario).toBe(edited);
    startLab(lab);
    expect(app().presetId).toBe('minimal-repro');
    // Another scenario on the page is not the lab's: the lab starts.
    app().loadPreset('tke-incident');
    enterLab(lab);
    expect(app().presetId).toBe('minimal-repro');
  });
});

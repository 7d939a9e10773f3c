// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTORS } from '../../model/trace';
import { selectRuns, useAppStore } from '../../store/appStore';
import { PresentOutput } from '../present/PresentOutput';
import { TimelineTrack } from '../timeline/TimelineTrack';
import { KeySwitch } from '../header/KeySwitch';
import { Narration } from '../panels/Narration';
import { KeyInspector } from '../panels/KeyInspector';

// jsdom has no layout: sizes stay at their initial values.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const initial = useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));
afterEach(cleanup);

describe('KeyInspector', () => {
  it('shows each byte as its glyph over its hex code, with one element per byte besides the item (the first view builds ~100)', () => {
    render(<KeyInspector />);
    const prefixes = screen.getAllByRole('list', { name: 'lookup prefix' });
    const bytes = within(prefixes[0]!).getAllByRole('listitem');
    expect(bytes.map((b) => b.textContent).join(' ')).toMatch(/^d64 e65 f66 a61 u75 l6c t74 \/2f k6b/);
    for (const b of bytes) expect(b.children).toHaveLength(1);
    // The fixed key's prefix ends with the 0x20 that breaks the match, drawn as ␣.
    expect(within(prefixes[1]!).getAllByRole('listitem').at(-1)!.textContent).toBe('␣20');
  });
});

describe('KeyInspector with names the reader types', () => {
  const verdicts = () =>
    screen
      .getAllByText(/^(Buggy|Fixed) key/)
      .map((p) => p.closest('[data-key-verdict]')!.getAttribute('data-key-verdict'));
  const type = (a: string, b: string) => {
    fireEvent.change(screen.getByRole('combobox', { name: 'Name A' }), { target: { value: a } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Name B' }), { target: { value: b } });
  };

  it('starts from the scenario’s pair and says taken (buggy) and kept (fixed)', () => {
    render(<KeyInspector />);
    expect(screen.getByRole('combobox', { name: 'Name A' })).toHaveProperty('value', 'default/kubernetes');
    expect(screen.getByRole('combobox', { name: 'Name B' })).toHaveProperty(
      'value',
      'default/kubernetes-intranet',
    );
    expect(verdicts()).toEqual(['taken', 'kept']);
  });

  it.each([
    ['payments/api', 'payments/api-internal', ['taken', 'kept']],
    ['payments/api', 'payments/apis', ['taken', 'kept']],
    ['payments/api-internal', 'payments/api', ['kept', 'kept']],
  ])('%s then %s: %j', (a, b, expected) => {
    render(<KeyInspector />);
    type(a, b);
    expect(verdicts()).toEqual(expected);
    expect(screen.getByText(/Buggy key/).textContent).toContain(expected[0]);
  });

  it('names the first differing byte: the fixed prefix’s space against the dash', () => {
    render(<KeyInspector />);
    type('payments/api', 'payments/api-internal');
    expect(screen.getByText(/Byte 13 differs/).textContent).toContain('20 (␣) in the prefix, 2d (-)');
    const ringed = document.querySelectorAll('[data-first-diff]');
    expect([...ringed].map((li) => li.textContent)).toEqual(['␣20', '-2d']);
  });

  it('a name that is not namespace/name says so, and shows no verdict; the reset brings the pair back', () => {
    render(<KeyInspector />);
    type('payments api', 'payments/api');
    expect(screen.getByRole('alert').textContent).toBe(
      'Name A: write a Service as namespace/name, e.g. payments/api.',
    );
    expect(document.querySelectorAll('[data-key-verdict]')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '↺ The scenario’s pair' }));
    expect(verdicts()).toEqual(['taken', 'kept']);
  });
});

describe('KeySwitch', () => {
  it('is a radio group named "Key" whose options switch the variant and keep the moment', () => {
    render(<KeySwitch />);
    const group = screen.getByRole('radiogroup', { name: 'Key' });
    const buggy = within(group).getByRole('radio', { name: 'Buggy key' });
    const fixed = within(group).getByRole('radio', { name: 'Fixed key' });
    expect(buggy.getAttribute('aria-checked')).toBe('true');
    act(() => useAppStore.getState().seekTime(32_600));
    fireEvent.click(fixed);
    expect(fixed.getAttribute('aria-checked')).toBe('true');
    expect(useAppStore.getState().view).toBe('fixed');
    expect(useAppStore.getState().time).toBe(32_600);
  });

  it('moves and selects with the arrow keys, Home and End, as a radio group does (one tab stop)', () => {
    render(<KeySwitch />);
    const group = screen.getByRole('radiogroup', { name: 'Key' });
    const buggy = within(group).getByRole('radio', { name: 'Buggy key' });
    const fixed = within(group).getByRole('radio', { name: 'Fixed key' });
    expect([buggy.tabIndex, fixed.tabIndex]).toEqual([0, -1]);
    act(() => useAppStore.getState().seekTime(32_600));
    buggy.focus();
    fireEvent.keyDown(buggy, { key: 'ArrowRight' });
    expect(useAppStore.getState().view).toBe('fixed');
    expect(document.activeElement).toBe(fixed);
    expect([buggy.tabIndex, fixed.tabIndex]).toEqual([-1, 0]);
    // The arrow moved within the group; the timeline did not step.
    expect(useAppStore.getState().time).toBe(32_600);
    fireEvent.keyDown(fixed, { key: 'ArrowRight' });
    expect(useAppStore.getState().view).toBe('buggy');
    fireEvent.keyDown(buggy, { key: 'End' });
    expect(useAppStore.getState().view).toBe('fixed');
    fireEvent.keyDown(fixed, { key: 'Home' });
    expect(useAppStore.getState().view).toBe('buggy');
    fireEvent.keyDown(buggy, { key: 'ArrowUp' });
    expect(useAppStore.getState().view).toBe('fixed');
  });
});

describe('Narration', () => {
  it('narrates the prefix-matched release with the collateral victim, in English and Chinese', async () => {
    act(() => {
      useAppStore.getState().seekTime(0);
      for (let i = 0; i < 4; i++) useAppStore.getState().chapterBy(1);
    });
    const { rerender } = render(<Narration />);
    const region = screen.getByRole('region', { name: 'Narration' });
    expect(region.textContent).toContain('Prefix-matched release');
    expect(region.textContent).toContain('✗ default/kubernetes-intranet');
    // 中文 loads on demand: the panel re-renders in it once its catalog has arrived.
    act(() => useAppStore.getState().setLang('zh'));
    rerender(<Narration />);
    expect((await screen.findByRole('region', { name: '解说' })).textContent).toContain('前缀匹配');
  });

  it('marks where the sources disagree: the service-controller’s patch of default/kubernetes', () => {
    const trace = selectRuns(useAppStore.getState()).traces.buggy;
    const patch = trace.steps.find(
      (s) => s.kind === 'annotationPatch' && s.service === 'default/kubernetes',
    )!;
    act(() => useAppStore.getState().seekStep(patch.index));
    render(<Narration />);
    const region = screen.getByRole('region', { name: 'Narration' });
    expect(region.textContent).toContain('Sources disagree: The final write-up says the default/kubernetes');
  });
});

describe('PresentOutput', () => {
  const crashLoop = () => {
    const s = useAppStore.getState();
    const runs = selectRuns(s);
    const trace = runs.traces.buggy;
    return { trace, index: trace.steps.length - 1, scenario: runs.scenario };
  };

  it('shows a log from its newest line (bottom-aligned), a table from its top', () => {
    const { trace, index, scenario } = crashLoop();
    const { container, rerender } = render(
      <PresentOutput name="cilium-agent log" trace={trace} index={index} scenario={scenario} />,
    );
    const log = container.querySelector('pre')!;
    expect(log.className).toContain('justify-end');
    const lines = [...log.querySelectorAll('[data-line]')].map((l) => l.textContent);
    expect(lines.at(-1)).toMatch(/operation not permitted|level=/);
    rerender(<PresentOutput name="cilium bpf lb list" trace={trace} index={index} scenario={scenario} />);
    expect(container.querySelector('pre')!.className).not.toContain('justify-end');
  });
});

describe('TimelineTrack lanes', () => {
  it('draws one lane per actor, or one merged lane when the viewer turns lanes off', async () => {
    act(() => useAppStore.getState().setLanes(true));
    const { container, rerender } = render(<TimelineTrack />);
    const labels = () => [...container.querySelectorAll('svg text.font-mono')].map((x) => x.textContent);
    expect(labels()).toEqual([...ACTORS]);
    act(() => useAppStore.getState().setLanes(false));
    rerender(<TimelineTrack />);
    expect(labels()).toEqual(['all events']);
    // Its gesture controller loads lazily: let it arrive before the test environment goes away.
    await waitFor(() => expect(container.querySelector('[data-gestures="ready"]')).not.toBeNull());
  });
});

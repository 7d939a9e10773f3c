// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateScenario } from '../../scenario/validate';
import type { ScenarioEventV1 } from '../../scenario/types';
import { useAppStore } from '../../store/appStore';
import { commandWritten, onCommandRequest, type CommandRequest } from '../../store/commandEvents';
import { LAB_PROGRESS_KEY } from '../../store/labs/labProgress';
import { labsEn } from '../i18n/labs/en';
import { LabsDock } from './LabsDock';
import { useLabsUi } from './labsUiStore';

const initial = useAppStore.getState();
const initialUi = useLabsUi.getState();
beforeEach(() => {
  localStorage.clear();
  useAppStore.setState(initial, true);
  useLabsUi.setState(initialUi, true);
});
afterEach(cleanup);

/** What the Command box does for a write: the scenario with the event moved to the playhead, then its report. */
function write(event: ScenarioEventV1) {
  const s = useAppStore.getState();
  const v = validateScenario({
    ...s.scenario,
    events: [...s.scenario.events, { ...event, at: Math.round(s.time) }],
    durationMs: Math.round(s.time) + 10_000,
  });
  if (!v.ok) throw new Error(v.errors[0]!.message);
  act(() => {
    s.replaceScenario(v.scenario, () => useAppStore.getState().seekTime(Math.round(s.time) + 5_000));
    commandWritten();
  });
}

describe('the Labs dock', () => {
  it('lists the labs, and says when a link names a lab no lab has', () => {
    act(() => useAppStore.getState().openLabs('nope'));
    render(<LabsDock />);
    expect(screen.getByRole('alert').textContent).toBe('No lab is called “nope”. Pick one from the list.');
    expect(screen.getAllByRole('button', { name: /not solved yet/ })).toHaveLength(6);
  });

  it('counts a write that misses the goal as an attempt (second hint), and a solved lab as progress', () => {
    act(() => useAppStore.getState().openLabs('heal-without-fix'));
    render(<LabsDock />);
    expect(useAppStore.getState().presetId).toBe('minimal-repro');
    expect(document.querySelector('[data-lab-hint="2"]')).toBeNull();
    // A read-only look (no write) is no attempt; a refresh of the victim is a wrong one.
    act(() => useAppStore.getState().setView('buggy'));
    expect(document.querySelector('[data-lab-miss]')).toBeNull();
    write({
      at: 0,
      type: 'annotateService',
      namespace: 'default',
      name: 'test-extended',
      key: 'a',
      value: '2',
    });
    expect(document.querySelector('[data-lab-miss]')?.getAttribute('data-lab-miss')).toBe('stillBroken');
    expect(document.querySelector('[data-lab-hint="2"]')?.textContent).toContain(
      labsEn.labs['heal-without-fix']!.hints[1].slice(0, 20),
    );
    expect(localStorage.getItem(LAB_PROGRESS_KEY)).toBeNull();
    write({ at: 0, type: 'restartAgent', cause: 'rolloutRestart' });
    expect(document.querySelector('[data-lab-status]')?.textContent).toBe(labsEn.status.done);
    expect(JSON.parse(localStorage.getItem(LAB_PROGRESS_KEY)!)).toEqual({ done: ['heal-without-fix'] });
  });

  it('hands a solution’s line to the Command box, to paste or to run, and says when there is none', () => {
    act(() => useAppStore.getState().openLabs('fewest-writes'));
    render(<LabsDock />);
    fireEvent.click(screen.getByRole('button', { name: labsEn.showSolution }));
    const line = `kubectl patch endpointslices orders -p '{"endpoints": []}'`;
    fireEvent.click(screen.getByRole('button', { name: `Run: ${line}` }));
    expect(screen.getByRole('alert').textContent).toBe(labsEn.noCommandBox);
    const got: CommandRequest[] = [];
    const off = onCommandRequest((r) => got.push(r));
    fireEvent.click(screen.getByRole('button', { name: `Paste: ${line}` }));
    fireEvent.click(screen.getByRole('button', { name: `Run: ${line}` }));
    off();
    expect(got).toEqual([
      { line, run: false },
      { line, run: true },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

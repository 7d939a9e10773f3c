import { describe, expect, it } from 'vitest';
import type { Trace } from '../../model/trace';
import { getPreset } from '../../scenario/presets';
import { runScenario } from '../../scenario/run';
import { SOURCES } from '../../scenario/sources';
import { findChapters } from '../../scenario/story/chapters';
import { resolveMoment } from '../../scenario/story/moment';
import { toSimInput } from '../../scenario/toSimInput';
import { INCIDENT_TOUR } from '../../scenario/tours/incidentTour';
import { selectionMatchers } from '../panels/selectionMatch';
import { terminalOutputs } from '../panels/terminalOutputs';

// Each stop of the tour, checked against what the reader sees there: the moment exists in its run, the output
// it points at is on screen, every highlighted line is one specific line of that output, and the row it selects
// highlights something. A stop whose data drifts from the model fails here, not in front of a reader.

const runs = new Map<string, Trace>();
function stopAt(i: number) {
  const stop = INCIDENT_TOUR[i]!;
  const scenario = getPreset(stop.preset)!.scenario;
  const variant = stop.view === 'compare' ? 'buggy' : stop.view;
  const key = `${stop.preset}/${variant}`;
  if (!runs.has(key)) runs.set(key, runScenario(scenario, variant));
  const trace = runs.get(key)!;
  const step = resolveMoment(trace, stop.moment);
  const input = toSimInput(scenario);
  const outputs = step === undefined ? [] : terminalOutputs(trace, step, input.startTime, input.node.ip);
  return { stop, trace, step, outputs };
}

const stops = INCIDENT_TOUR.map((s, i) => [s.id, i] as const);

describe('the incident tour', () => {
  it('has twelve stops with distinct ids, in the order of the write-up', () => {
    expect(INCIDENT_TOUR.map((s) => s.id)).toEqual([
      'crashloop',
      'curl',
      'bpf',
      'slice',
      'hypothesis',
      'specChange',
      'debugLogs',
      'audit',
      'stop',
      'prefix',
      'minimal',
      'fix',
    ]);
  });

  it.each(stops)('%s: its moment is a step of its run, and what it points at is there', (_, i) => {
    const { stop, step, outputs } = stopAt(i);
    expect(step).toBeTypeOf('number');
    expect(['buggy', 'fixed', 'compare']).toContain(stop.view);
    const names = outputs.map((o) => o.name);
    if (typeof stop.look === 'object') expect(names).toContain(stop.look.output);
    else expect(['stage', 'narration', 'keyInspector', 'timeline']).toContain(stop.look);
    for (const l of stop.lines) {
      const text = outputs.find((o) => o.name === l.output)?.text;
      expect(text, `${l.output} at step ${step}`).toBeDefined();
      const lines = text!.split('\n');
      const hits = lines.filter((x) => x.includes(l.match));
      // A highlight is specific: some lines, never the whole output.
      expect(hits.length, `${l.output} ∋ ${l.match}`).toBeGreaterThan(0);
      expect(hits.length, `${l.output}: ${l.match} marks every line`).toBeLessThan(lines.length);
    }
    expect(stop.links.length).toBeGreaterThan(0);
    for (const link of stop.links) expect(Object.values(SOURCES)).toContainEqual(link);
  });

  // The hypothesis stop selects the VIP before the agent has programmed it: its point is the missing entry.
  const selecting = stops.filter(([id, i]) => INCIDENT_TOUR[i]!.select && id !== 'hypothesis');
  it.each(selecting)('%s: the row it selects highlights output lines', (_, i) => {
    const { stop, trace, step, outputs } = stopAt(i);
    const matchers = selectionMatchers(stop.select!, trace.steps[step!]!.state);
    const marked = outputs.flatMap((o) => o.text.split('\n')).filter((l) => matchers.some((m) => m.test(l)));
    expect(marked.length).toBeGreaterThan(0);
  });

  it('hypothesis: the VIP it selects has no BPF entry yet, and the agent reached the apiserver', () => {
    const { stop, outputs } = stopAt(stops.find(([id]) => id === 'hypothesis')![1]);
    const bpf = outputs.find((o) => o.name === 'cilium bpf lb list')!.text;
    expect(stop.select).toBe('10.15.1.8:443/TCP');
    expect(bpf).not.toContain('10.15.1.8:443');
  });

  it('stops that are about a moment of the story land on it', () => {
    const chapterOf = (i: number) => {
      const { trace, step } = stopAt(i);
      return findChapters(trace).find((c) => c.step === step)?.id;
    };
    const at = (id: string) => INCIDENT_TOUR.findIndex((s) => s.id === id);
    // The curl stop shows the client's own failed connect (the running agent's failed first, at 50.7 s).
    const curl = stopAt(at('curl'));
    expect(curl.trace.steps[curl.step!]).toMatchObject({ kind: 'connect', connect: { result: 'EPERM' } });
    expect(chapterOf(at('debugLogs'))).toBe('prefixRelease');
    // The audit stop: the clear that led to the release, when the audit log holds the earlier patches.
    const audit = stopAt(at('audit'));
    expect(audit.trace.steps[audit.step!]).toMatchObject({ kind: 'sliceCleared', at: 32333 });
    expect(chapterOf(at('specChange'))).toBe('apiserverRestart');
    expect(chapterOf(at('minimal'))).toBe('bpfEmptied');
    // The crash loop stop shows the agent failing, the hypothesis stop its first list, still healthy.
    const crash = stopAt(at('crashloop'));
    expect(crash.trace.steps[crash.step!]!.kind).toBe('agentCrashLoop');
    const listed = stopAt(at('hypothesis'));
    expect(listed.trace.steps[listed.step!]).toMatchObject({
      kind: 'agentListed',
      connect: { result: 'ok' },
    });
    // The apiserver Stop() the tour asks about is the one whose lease removal cleared the slice the release
    // then came from (not the first, harmless clear).
    const stop = stopAt(at('stop'));
    const release = findChapters(stop.trace).find((c) => c.id === 'prefixRelease')!;
    expect(stop.trace.steps[stop.step!]!.kind).toBe('replicaStop');
    const between = stop.trace.steps.slice(stop.step! + 1, release.step);
    expect(between.map((s) => s.kind)).toContain('sliceCleared');
    expect(between.every((s) => s.kind !== 'replicaStop')).toBe(true);
  });
});

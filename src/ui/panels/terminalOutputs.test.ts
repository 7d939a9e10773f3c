import { describe, expect, it } from 'vitest';
import { renderAgentCommand } from '../../model/render/agentExec';
import { renderBpfLbList } from '../../model/render/bpfLbList';
import { renderGetServices } from '../../model/render/kubectl';
import { getPreset } from '../../scenario/presets';
import { toSimInput } from '../../scenario/toSimInput';
import { getRuns } from '../../store/traces';
import { runScenario } from '../../scenario/run';
import { comparableText, diffOutput } from './outputDiff';
import { KEPT_STEPS, terminalOutputs } from './terminalOutputs';

describe('terminalOutputs', () => {
  const scenario = getPreset('tke-incident')!.scenario;
  const trace = getRuns(scenario).traces.buggy;
  const input = toSimInput(scenario);
  const outputs = (step: number) => terminalOutputs(trace, step, input.startTime, input.node.ip);

  it('renders each text when first read, the same text every time, as the renderers give it', () => {
    for (let step = 0; step < trace.steps.length; step += 5) {
      const state = trace.steps[step]!.state;
      const out = outputs(step);
      const lb = out.find((o) => o.name === 'cilium bpf lb list')!;
      const first = lb.text;
      expect(lb.text).toBe(first);
      expect(first).toBe(renderAgentCommand(state, renderBpfLbList));
      expect(out.find((o) => o.name === 'kubectl get svc')!.text).toBe(renderGetServices(state));
    }
  });

  it('is kept per trace and step; each output has its name, command and text (and logs follow)', () => {
    const out = outputs(10);
    expect(outputs(10)).toBe(out);
    expect(out.map((o) => o.name)).toEqual([
      'cilium bpf lb list',
      'cilium service list',
      'db/show frontends',
      'db/show backends',
      'kubectl get endpointslices',
      'kubectl get svc',
      'curl',
      'cilium-agent log',
      'cilium-agent debug log',
      'audit log',
      'kubectl get events',
    ]);
    for (const o of out) {
      expect(typeof o.command).toBe('string');
      expect(typeof o.text).toBe('string');
      expect(o.follow === true).toBe(/log|events/.test(o.name));
    }
    // Read as plain data (a copy, a comparison) it is the same as before it was read.
    expect({ ...out[0]! }).toEqual(out[0]);
  });

  it('db/show frontends ages count from the playhead, which may stand past the step (kept per moment)', () => {
    const step = trace.steps.findIndex((s) => s.state.time > 20_000);
    const time = trace.steps[step]!.state.time;
    const next = trace.steps[step + 1]?.state.time ?? Infinity;
    expect(next - time).toBeGreaterThan(3_000);
    const since = (o: ReturnType<typeof outputs>) =>
      o.find((x) => x.name === 'db/show frontends')!.text.match(/ (\d+)s\s*$/m)![1];
    const viewed = terminalOutputs(trace, step, input.startTime, input.node.ip, time + 3_000);
    expect(Number(since(viewed))).toBe(Number(since(outputs(step))) + 3);
    expect(terminalOutputs(trace, step, input.startTime, input.node.ip, time + 3_000)).toBe(viewed);
    // Only that output is made per moment; the rest are the step's own, texts and diffs read once for all moments.
    const own = outputs(step);
    expect(viewed.filter((o, k) => o !== own[k]).map((o) => o.name)).toEqual(['db/show frontends']);
    // Its diff is the one a fresh diff against the step before gives, on its own text.
    const k = own.findIndex((o) => o.name === 'db/show frontends');
    expect(viewed[k]!.lines).toEqual(diffOutput(outputs(step - 1)[k]!.text, viewed[k]!.text));
    expect(viewed[k]!.lines.map((l) => l.kind)).toEqual(own[k]!.lines.map((l) => l.kind));
    // A moment at the step's own time (or before it) is the step's own outputs.
    expect(terminalOutputs(trace, step, input.startTime, input.node.ip, time)).toBe(own);
  });

  it('diffs each output against the step before once, and keeps the result', () => {
    const out = outputs(12);
    const before = outputs(11);
    for (const [i, o] of out.entries()) {
      const lines = o.lines;
      expect(o.lines).toBe(lines);
      expect(lines).toEqual(diffOutput(before[i]!.text, o.text));
    }
    // The first step has nothing before it: every line is as it is.
    expect(outputs(0)[0]!.lines.every((l) => l.kind === 'same')).toBe(true);
    // Somewhere in the run an output changes, and its diff says so.
    const changed = trace.steps.some((_, i) =>
      outputs(i).some((o) => o.lines.some((l) => l.kind !== 'same')),
    );
    expect(changed).toBe(true);
  });

  it('keeps at most KEPT_STEPS steps per trace, and nothing of another trace', () => {
    const out = outputs(3);
    expect(outputs(3)).toBe(out);
    // Indices past the run's end are clamped but kept as asked: they fill the cache.
    for (let i = 0; i < KEPT_STEPS; i++) outputs(10_000 + i);
    const again = outputs(3);
    expect(again).not.toBe(out);
    expect(again.map((o) => o.text)).toEqual(out.map((o) => o.text));
    // A new trace (another simulation of the same scenario) starts its own cache.
    const other = runScenario(scenario, 'buggy');
    const fresh = terminalOutputs(other, 3, input.startTime, input.node.ip);
    expect(fresh).not.toBe(again);
    expect(fresh.map((o) => o.text)).toEqual(again.map((o) => o.text));
  });

  it('compares whole texts as it compared line by line (clocks blanked, padding collapsed)', () => {
    const CLOCK = /(?<![\w.:/-])\d+(?:\.\d+)?(?:ms|µs|[smhd])(?:\d+(?:\.\d+)?(?:ms|µs|[smhd]))*(?![\w.:/-])/g;
    const perLine = (text: string) =>
      text
        .split('\n')
        .map((l) => l.replace(CLOCK, '⏱').replace(/\s+/g, ' ').trimEnd())
        .join('\n');
    for (let step = 0; step < trace.steps.length; step += 7)
      for (const o of outputs(step)) expect(o.comparable).toBe(perLine(o.text));
    for (const text of ['a  1s \n\n  b\t4m20s  \n', ' \n x', '', 'c 10.0.0.1:80 9s\r\n'])
      expect(comparableText(text)).toBe(perLine(text));
  });
});

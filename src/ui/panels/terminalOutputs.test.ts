import { describe, expect, it } from 'vitest';
import { renderAgentCommand } from '../../model/render/agentExec';
import { renderBpfLbList } from '../../model/render/bpfLbList';
import { renderGetServices } from '../../model/render/kubectl';
import { getPreset } from '../../scenario/presets';
import { toSimInput } from '../../scenario/toSimInput';
import { getRuns } from '../../store/traces';
import { terminalOutputs } from './terminalOutputs';

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
  });
});

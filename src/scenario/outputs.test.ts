import { beforeEach, describe, expect, it } from 'vitest';
import type { Trace } from '../model/trace';
import { emittedUpTo } from '../model/render/collect';
import { renderAgentLog, renderAuditLog, renderCurl } from '../model/render/logs';
import {
  endpointSliceObject,
  renderEvents,
  renderGetEndpointSlices,
  renderGetServices,
  renderObjectYaml,
  serviceObject,
} from '../model/render/kubectl';
import { summarize } from '../model/summary';
import { getPreset } from './presets';
import { runScenario } from './run';
import { toSimInput } from './toSimInput';

/**
 * Golden copies of every command output the UI and the CLI show, for the incident with each key: the agent
 * log (debug lines included), kubectl events, the audit log, curl, `kubectl get` and the objects' YAML.
 */
describe.each(['buggy', 'fixed'] as const)('tke-incident outputs (%s key)', (variant) => {
  const scenario = getPreset('tke-incident')!.scenario;
  let start: number;
  beforeEach(() => {
    start = toSimInput(scenario).startTime;
  });
  let trace: Trace;
  beforeEach(() => {
    trace = runScenario(scenario, variant);
  });
  let end: Trace['steps'][number]['state'];
  beforeEach(() => {
    end = trace.steps.at(-1)!.state;
  });
  let emitted: ReturnType<typeof emittedUpTo>;
  beforeEach(() => {
    emitted = emittedUpTo(trace, trace.steps.length);
  });

  it('match their golden file', async () => {
    const text = [
      '$ kubectl -n kube-system logs cilium (debug)',
      renderAgentLog(emitted.agentLog, start, { debug: true }),
      '',
      '$ kubectl get events -A',
      renderEvents(emitted.events, end.time),
      '',
      '$ audit log',
      renderAuditLog(emitted.audit, start),
      '',
      '$ curl (every connect)',
      emitted.connects.map((c) => renderCurl(c)).join('\n\n'),
      '',
      '$ kubectl get svc -A',
      renderGetServices(end),
      '',
      '$ kubectl get endpointslices -A',
      renderGetEndpointSlices(end),
      '',
      '$ kubectl get svc,endpointslices -A -o yaml',
      ...Object.values(end.k8s.services).map((s) => renderObjectYaml(serviceObject(s))),
      ...Object.values(end.k8s.slices).map((s) => renderObjectYaml(endpointSliceObject(s, start))),
    ].join('\n');
    await expect(text + '\n').toMatchFileSnapshot(`__outputs__/tke-incident.${variant}.txt`);
  });
});

describe('summarize (the CLI’s JSON)', () => {
  let trace: Trace;
  beforeEach(() => {
    trace = runScenario(getPreset('minimal-repro')!.scenario, 'buggy');
  });
  it('at a step: that state, the connects and steps so far, frontends and backends sorted', () => {
    const i = trace.steps.findIndex((s) => s.at >= 12_000);
    const j = summarize(trace, i);
    expect(j).toMatchObject({ mode: 'buggy', title: trace.title, at: trace.steps[i]!.at, step: i });
    expect(j.steps).toHaveLength(i + 1);
    expect(j.steps.at(-1)).toMatchObject({ at: trace.steps[i]!.at, kind: trace.steps[i]!.kind });
    expect(j.frontends.map((f) => f.address)).toEqual(['192.168.71.144:80/TCP', '192.168.92.25:80/TCP']);
    expect(j.connects.map((c) => [c.at, c.result, c.backend])).toEqual([
      [200, 'ok', undefined], // the agent's own dial to its apiserver
      [4000, 'ok', '1.1.1.1:80/TCP'],
      [12000, 'ok', '1.1.1.1:80/TCP'],
    ]);
    expect(j.agent).toEqual({ phase: 'running', restarts: 0, watchConnected: true });
  });
  it('clamps the index to the run', () => {
    expect(summarize(trace, 10_000).step).toBe(trace.steps.length - 1);
    expect(summarize(trace, -5).step).toBe(0);
  });
  it('a connect without a backend has no backend field; backends list their instances', () => {
    const j = summarize(trace, trace.steps.length - 1);
    expect(j.connects.at(-1)).toEqual({
      at: 20000,
      client: 'curl http://192.168.92.25',
      to: '192.168.92.25:80/TCP',
      result: 'EPERM',
      path: 'socket-lb',
    });
    const mid = summarize(
      trace,
      trace.steps.findIndex((s) => s.at >= 4000),
    );
    expect(mid.backends).toEqual([
      { address: '1.1.1.1:80/TCP', instances: ['default/test', 'default/test-extended'] },
    ]);
  });
});

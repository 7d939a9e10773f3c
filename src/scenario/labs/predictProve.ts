import { serviceName } from '../../model/serviceName';
import { runScenario } from '../run';
import type { ScenarioV1 } from '../types';
import { validateScenario } from '../validate';
import { collateralOf, finalState, isBlackholed, sliceListsEndpoints, splitName } from './facts';
import { readerWrites } from './guard';
import { predictCluster } from './scenarios';
import type { Lab, LabVerdict } from './types';

const SLICE = { namespace: 'default', name: 'api' };

// Every Service but the one whose slice is emptied (that one goes to count 0 rightly).
const CANDIDATES = predictCluster.services
  .map((s) => serviceName(s.namespace, s.name))
  .filter((n) => n !== serviceName(SLICE.namespace, SLICE.name));

const answers = new WeakMap<ScenarioV1, string[]>();

/**
 * The model's answer: the Services whose instance a prefix-matched release removes when `slice` is emptied at
 * the end of `start` (buggy key). Computed by running that write, never written down.
 */
export function modelAnswer(start: ScenarioV1, slice = SLICE): string[] {
  const hit = answers.get(start);
  if (hit) return hit;
  const at = start.durationMs ?? 0;
  const v = validateScenario({
    ...start,
    events: [...start.events, { at, type: 'patchEndpointSlice', ...slice, endpoints: [] }],
    durationMs: at + 10_000,
  });
  if (!v.ok) throw new Error(`predict lab: ${v.errors[0]!.message}`);
  const answer = collateralOf(runScenario(v.scenario, 'buggy')).sort();
  answers.set(start, answer);
  return answer;
}

/**
 * Lab 2: tick the Services that emptying `default/api`'s slice will blackhole (once refreshed), then prove
 * it: empty the slice and refresh them until each has a BPF entry with count 0 while its slice lists 10.0.0.10.
 */
export const predictProve: Lab = {
  id: 'predict-prove',
  start: { preset: 'lab-predict', view: 'buggy', at: 'end' },
  predict: { slice: SLICE, services: CANDIDATES },
  check(ctx): LabVerdict {
    const answer = modelAnswer(ctx.start);
    const r = readerWrites(ctx);
    if (r.verdict?.miss === 'otherScenario') return r.verdict;
    if (!ctx.prediction) return { done: false, miss: 'predictFirst' };
    const ticked = new Set(ctx.prediction);
    const wrong = CANDIDATES.filter((c) => ticked.has(c) !== answer.includes(c)).length;
    if (wrong) return { done: false, miss: 'predictionWrong', params: { count: wrong } };
    const end = finalState(ctx.traces.buggy);
    if (r.verdict || sliceListsEndpoints(end, SLICE)) return { done: false, miss: 'sliceNotEmptied' };
    const left = answer.filter((s) => !isBlackholed(end, splitName(s).namespace, splitName(s).name));
    if (left.length) return { done: false, miss: 'notProven', params: { count: left.length } };
    return { done: true };
  },
  solution: [
    { kind: 'predict', services: ['default/api-gateway', 'default/apiserver-proxy', 'default/api-internal'] },
    { kind: 'command', line: `kubectl patch endpointslices api -p '{"endpoints": []}'` },
    { kind: 'command', line: 'kubectl annotate svc api-gateway lab=1 --overwrite' },
    { kind: 'command', line: 'kubectl annotate svc apiserver-proxy lab=1 --overwrite' },
    { kind: 'command', line: 'kubectl annotate svc api-internal lab=1 --overwrite' },
    { kind: 'command', line: 'cilium-dbg bpf lb list' },
  ],
};

import type { ScenarioV1 } from '../../types';

/**
 * How old an object is at simulated time `time` (ms): since the last event that created it, or since the
 * start of the run for one the scenario declares (kubectl's AGE column, `describe`'s event ages).
 */
export function objectAge(scenario: ScenarioV1, kind: 'svc' | 'slice', time: number) {
  const created = new Map<string, number>();
  for (const e of scenario.events) {
    if (e.at > time) break;
    if (kind === 'svc' && e.type === 'createService')
      created.set(`${e.service.namespace}/${e.service.name}`, e.at);
    if (kind === 'slice' && e.type === 'createEndpointSlice') created.set(`${e.namespace}/${e.name}`, e.at);
  }
  return (namespace: string, name: string) => time - (created.get(`${namespace}/${name}`) ?? 0);
}

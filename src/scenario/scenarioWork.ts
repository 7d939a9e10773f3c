import type { ScenarioV1 } from './types';

/** How much a scenario asks of the model: its backends and the Service that contributes the most. */
export interface ScenarioWork {
  /** Each Service's distinct endpoint addresses × its ports, summed: the backends the agent programs. */
  backends: number;
  /** Services plus EndpointSlices: the objects every watch, flush and output walks. */
  objects: number;
  worst: { index: number; service: string; ports: number; endpoints: number; backends: number };
}

/** Counts the work a scenario asks for (linear in its size; used before anything is simulated). */
export function scenarioWork(sc: Pick<ScenarioV1, 'services' | 'endpointSlices'>): ScenarioWork {
  const endpoints = new Map<string, Set<string>>();
  for (const s of sc.endpointSlices) {
    const key = `${s.namespace}/${s.service}`;
    let set = endpoints.get(key);
    if (!set) endpoints.set(key, (set = new Set()));
    for (const ip of s.endpoints ?? []) set.add(ip);
  }
  let backends = 0;
  let worst = { index: -1, service: '', ports: 0, endpoints: 0, backends: 0 };
  sc.services.forEach((s, index) => {
    const n = endpoints.get(`${s.namespace}/${s.name}`)?.size ?? 0;
    const b = n * s.ports.length;
    backends += b;
    if (b > worst.backends)
      worst = {
        index,
        service: `${s.namespace}/${s.name}`,
        ports: s.ports.length,
        endpoints: n,
        backends: b,
      };
  });
  return { backends, objects: sc.services.length + sc.endpointSlices.length, worst };
}

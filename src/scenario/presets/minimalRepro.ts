import type { ScenarioV1 } from '../types';

/** The write-up's minimal reproduction with Services `test` and `test-extended`. */
export const minimalRepro: ScenarioV1 = {
  version: 2,
  title: 'Minimal reproduction: test and test-extended',
  summary:
    'Empty the EndpointSlice of `test`; `test-extended` looks fine until it is annotated, then its ClusterIP has no backends.',
  services: [
    {
      namespace: 'default',
      name: 'test',
      type: 'ClusterIP',
      clusterIP: '192.168.71.144',
      ports: [{ port: 80, targetPort: 80 }],
    },
    {
      namespace: 'default',
      name: 'test-extended',
      type: 'ClusterIP',
      clusterIP: '192.168.92.25',
      ports: [{ port: 80, targetPort: 80 }],
    },
  ],
  endpointSlices: [
    { namespace: 'default', name: 'test', service: 'test', endpoints: ['1.1.1.1'], ports: [{ port: 80 }] },
    {
      namespace: 'default',
      name: 'test-extended',
      service: 'test-extended',
      endpoints: ['1.1.1.1'],
      ports: [{ port: 80 }],
    },
  ],
  events: [
    { at: 4000, type: 'connect', to: '192.168.92.25:80', client: 'curl http://192.168.92.25' },
    { at: 8000, type: 'patchEndpointSlice', namespace: 'default', name: 'test', endpoints: [] },
    { at: 12000, type: 'connect', to: '192.168.92.25:80', client: 'curl http://192.168.92.25' },
    {
      at: 16000,
      type: 'annotateService',
      namespace: 'default',
      name: 'test-extended',
      key: 'test',
      value: '1767870716',
    },
    { at: 20000, type: 'connect', to: '192.168.92.25:80', client: 'curl http://192.168.92.25' },
  ],
  seed: 1,
  durationMs: 26000,
};

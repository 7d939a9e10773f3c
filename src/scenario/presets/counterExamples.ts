import type { ScenarioServiceV1, ScenarioSliceV1, ScenarioV1 } from '../types';

const svc = (name: string, clusterIP: string, port = 80, namespace = 'default'): ScenarioServiceV1 => ({
  namespace,
  name,
  type: 'ClusterIP',
  clusterIP,
  ports: [{ port, targetPort: port }],
});
const slice = (name: string, ip: string, port = 80, namespace = 'default'): ScenarioSliceV1 => ({
  namespace,
  name,
  service: name,
  endpoints: [ip],
  ports: [{ port }],
});

/** Same steps as the minimal reproduction, with names that share no prefix. */
export const noSharedPrefix: ScenarioV1 = {
  version: 2,
  title: 'No shared prefix: api and web',
  summary: "`api` is not a byte-prefix of `web`: releasing api's backend leaves web's instance alone.",
  services: [svc('api', '10.96.0.20'), svc('web', '10.96.0.21')],
  endpointSlices: [slice('api', '1.1.1.1'), slice('web', '1.1.1.1')],
  events: [
    { at: 8000, type: 'patchEndpointSlice', namespace: 'default', name: 'api', endpoints: [] },
    { at: 16000, type: 'annotateService', namespace: 'default', name: 'web', key: 'test', value: '1' },
    { at: 20000, type: 'connect', to: '10.96.0.21:80', client: 'curl http://10.96.0.21' },
  ],
  seed: 1,
  durationMs: 26000,
};

/** The names collide, but the backends differ by port: two Backend rows, nothing shared to lose. */
export const prefixDifferentPort: ScenarioV1 = {
  version: 2,
  title: 'Shared prefix, different port',
  summary: '`test` uses 1.1.1.1:80 and `test-extended` 1.1.1.1:8080: different Backend rows, so no damage.',
  services: [svc('test', '192.168.71.144'), svc('test-extended', '192.168.92.25', 8080)],
  endpointSlices: [slice('test', '1.1.1.1'), slice('test-extended', '1.1.1.1', 8080)],
  events: [
    { at: 8000, type: 'patchEndpointSlice', namespace: 'default', name: 'test', endpoints: [] },
    {
      at: 16000,
      type: 'annotateService',
      namespace: 'default',
      name: 'test-extended',
      key: 'test',
      value: '1',
    },
    { at: 20000, type: 'connect', to: '192.168.92.25:8080', client: 'curl http://192.168.92.25:8080' },
  ],
  seed: 1,
  durationMs: 26000,
};

/** Releasing the longer name: `test-extended` is not a prefix of `test`. */
export const longerNameReleased: ScenarioV1 = {
  version: 2,
  title: 'The longer name is released',
  summary:
    'Emptying `test-extended` never touches `test`: the query only matches keys that start with the released name.',
  services: [svc('test', '192.168.71.144'), svc('test-extended', '192.168.92.25')],
  endpointSlices: [slice('test', '1.1.1.1'), slice('test-extended', '1.1.1.1')],
  events: [
    { at: 8000, type: 'patchEndpointSlice', namespace: 'default', name: 'test-extended', endpoints: [] },
    { at: 16000, type: 'annotateService', namespace: 'default', name: 'test', key: 'test', value: '1' },
    { at: 20000, type: 'connect', to: '192.168.71.144:80', client: 'curl http://192.168.71.144' },
  ],
  seed: 1,
  durationMs: 26000,
};

/** Same service name in two namespaces: `/` separates namespace and name, so neither is a prefix. */
export const otherNamespace: ScenarioV1 = {
  version: 2,
  title: 'Same name, other namespace',
  summary: '`default/test` and `staging/test` share a backend, but neither key starts with the other.',
  services: [svc('test', '10.96.0.30'), svc('test', '10.96.0.31', 80, 'staging')],
  endpointSlices: [slice('test', '1.1.1.1'), slice('test', '1.1.1.1', 80, 'staging')],
  events: [
    { at: 8000, type: 'patchEndpointSlice', namespace: 'default', name: 'test', endpoints: [] },
    { at: 16000, type: 'annotateService', namespace: 'staging', name: 'test', key: 'test', value: '1' },
    { at: 20000, type: 'connect', to: '10.96.0.31:80', client: 'curl http://10.96.0.31' },
  ],
  seed: 1,
  durationMs: 26000,
};

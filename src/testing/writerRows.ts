import type { FrontendParams } from '../model/frontend';

/** A ClusterIP frontend on port 80 of `serviceName`, for writer tests. */
export const fe = (address: string, serviceName: string, portName = ''): FrontendParams => ({
  address,
  type: 'ClusterIP',
  serviceName,
  portName,
  servicePort: 80,
});

/** A ClusterIP Service row without annotations, for writer tests. */
export const row = (name: string) => ({ name, type: 'ClusterIP' as const, annotations: {} });

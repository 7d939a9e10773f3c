import type { ServiceType } from './kube';
import type { L3n4Addr } from './l3n4Addr';
import type { ServiceName } from './serviceName';

/** The reconciliation status of a frontend (statedb reconciler). */
export type FrontendStatus = 'Pending' | 'Refreshing' | 'Done' | 'Error';

/** A row of the frontends table: one per service address (ClusterIP, NodePort surrogate, LB VIP) and port. */
export interface Frontend {
  address: L3n4Addr;
  type: ServiceType;
  serviceName: ServiceName;
  portName: string;
  servicePort: number;
  /**
   * A frozen snapshot of the backends, taken when the frontend was last refreshed. It does not follow the
   * backends table: a frontend keeps showing old backends until something refreshes it.
   */
  backends: L3n4Addr[];
  status: FrontendStatus;
  /** Simulation time (ms) of the last status change, for the "Since" column. */
  since: number;
  /** Service/rev-NAT ID, assigned when first programmed into BPF (0 = not yet). */
  id: number;
}

/** What a frontend row is made from (a Service's address and port), before its ID, backends and status. */
export type FrontendParams = Pick<Frontend, 'address' | 'type' | 'serviceName' | 'portName' | 'servicePort'>;

/**
 * A frontend row, spelled out in its field order rather than spread or copied with `Object.assign`: such a copy
 * keeps some fields in a second, out-of-object array, and a large first sync makes a row per frontend twice (the
 * writer's refresh, then the BPF reconciler's Done).
 */
export function frontendRow(
  fe: FrontendParams,
  id: number,
  backends: L3n4Addr[],
  status: FrontendStatus,
  since: number,
): Frontend {
  return {
    address: fe.address,
    type: fe.type,
    serviceName: fe.serviceName,
    portName: fe.portName,
    servicePort: fe.servicePort,
    id,
    backends,
    status,
    since,
  };
}

/** A NodePort frontend is written as the surrogate `0.0.0.0:<nodePort>`. */
export function isSurrogate(fe: Pick<Frontend, 'address'>): boolean {
  return fe.address.startsWith('0.0.0.0:');
}

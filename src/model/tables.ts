import type { InstanceMap } from './instanceMap';
import type { Frontend } from './frontend';
import type { ServiceType } from './kube';
import type { L3n4Addr } from './l3n4Addr';
import { emptyPMap, type PMap } from './pmap';
import type { ServiceName } from './serviceName';

/** A row of the services table (`loadbalancer.Service`, the fields the story needs). */
export interface ServiceRow {
  name: ServiceName;
  type: ServiceType;
  annotations: Record<string, string>;
}

/**
 * The agent's in-memory statedb tables, as persistent maps keyed by primary key: a write transaction
 * copies only what it touches, every other row is shared with the previous state.
 */
export interface Tables {
  services: PMap<ServiceRow>;
  frontends: PMap<Frontend>;
  /**
   * One row per backend address (`Backend`): keyed by the address, each value is the row's instances, so
   * that the rows of a service, which share one instance map, share it here too instead of each being an
   * object of its own (a first sync writes 50,000 rows at 10,000 Services). Read rows with `backendAt` and
   * `backendRows` (backend.ts).
   */
  backends: PMap<InstanceMap>;
  /** Non-unique `FrontendByServiceName` index. */
  frontendsByService: PMap<readonly L3n4Addr[]>;
  /**
   * Non-unique `BackendByServiceName` index: exact name match, so listing a service's backends is correct
   * even with the buggy key. Only the instance release goes through the byte-prefix query.
   */
  backendsByService: PMap<readonly L3n4Addr[]>;
}

export const emptyTables: Tables = {
  services: emptyPMap(),
  frontends: emptyPMap(),
  backends: emptyPMap(),
  frontendsByService: emptyPMap(),
  backendsByService: emptyPMap(),
};

export type { ServiceName };

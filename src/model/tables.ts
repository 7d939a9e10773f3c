import type { InstanceMap } from './instanceMap';
import type { Frontend } from './frontend';
import type { ServiceType } from './kube';
import type { L3n4Addr } from './l3n4Addr';
import { emptyIdMap, type IdMap } from './idMap';
import type { ServiceName } from './serviceName';

/** A row of the services table (`loadbalancer.Service`, the fields the story needs). */
export interface ServiceRow {
  name: ServiceName;
  type: ServiceType;
  annotations: Record<string, string>;
}

/**
 * The agent's in-memory statedb tables, as persistent maps keyed by primary key: a write transaction
 * copies only what it touches, every other row is shared with the previous state. Every table is an `IdMap`
 * (keys numbered in the run's order, values in chunks by number): a first sync appends, so a checkpoint copies
 * only what changed since the last one. No table order is shown: each lister sorts by its unique key
 * (`db/show`, `service list`, the summary, the stage), and the one reader that took the first of two
 * candidates in table order (the panels' `entityIn`) picks by address instead.
 */
export interface Tables {
  /** An `IdMap` (keys numbered in the run's order): its one lister, `db/show services`, sorts by name. */
  services: IdMap<ServiceRow>;
  /** Keyed by address (`L3n4Addr`); its listers sort by address. */
  frontends: IdMap<Frontend>;
  /**
   * One row per backend address (`Backend`): keyed by the address, each value is the row's instances, so
   * that the rows of a service, which share one instance map, share it here too instead of each being an
   * object of its own (a first sync writes 50,000 rows at 10,000 Services). Read rows with `backendAt` and
   * `backendRows` (backend.ts).
   */
  backends: IdMap<InstanceMap>;
  /**
   * Non-unique `FrontendByServiceName` index. An `IdMap` (no one lists an index, so its order is free): a first
   * sync appends to it, and a checkpoint copies only what changed since the last one.
   */
  frontendsByService: IdMap<readonly L3n4Addr[]>;
  /**
   * Non-unique `BackendByServiceName` index: exact name match, so listing a service's backends is correct
   * even with the buggy key. Only the instance release goes through the byte-prefix query.
   */
  backendsByService: IdMap<readonly L3n4Addr[]>;
}

/** Empty tables, with indexes whose keys are numbered from scratch (one numbering per run: see `IdMap`). */
export function emptyTables(): Tables {
  return {
    services: emptyIdMap(),
    frontends: emptyIdMap(),
    backends: emptyIdMap(),
    frontendsByService: emptyIdMap(),
    backendsByService: emptyIdMap(),
  };
}

export type { ServiceName };

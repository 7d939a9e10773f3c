import { backendRows } from '../backend';
import { compareAddr, parseL3n4Addr } from '../l3n4Addr';
import { pmValues } from '../pmap';
import type { ClusterState } from '../trace';
import { shortAge } from '../wallClock';
import { columns } from './columns';

/** `db/show frontends` lists this many backends of a frontend, then says how many more there are. */
export const SHOWN_BACKENDS = 5;

/** `cilium shell -- db/show frontends`. */
export function renderFrontends(state: ClusterState): string {
  const rows = pmValues(state.agent.tables.frontends)
    .sort((a, b) => compareAddr(a.address, b.address))
    .map((fe) => {
      const more = fe.backends.length - SHOWN_BACKENDS;
      const shown = fe.backends.slice(0, SHOWN_BACKENDS).join(', ');
      return [
        fe.address,
        fe.type,
        fe.serviceName,
        fe.portName,
        more > 0 ? `${shown} + ${more} more ...` : shown,
        '',
        fe.status,
        shortAge(state.time - fe.since),
        '',
      ];
    });
  return columns([
    ['Address', 'Type', 'ServiceName', 'PortName', 'Backends', 'RedirectTo', 'Status', 'Since', 'Error'],
    ...rows,
  ]);
}

/** A node of the cluster, for the `NodeName` column. */
export interface NodeRef {
  name: string;
  ip: string;
}

/**
 * `cilium shell -- db/show backends`: instances print as `ns/name (port names)`. `NodeName` comes from the
 * EndpointSlice endpoint's node; the scenario format lists bare addresses, so an address that is a node's
 * own IP (a host-network pod) is taken to be on that node, and any other address on none.
 */
export function renderBackends(state: ClusterState, nodes: readonly NodeRef[] = []): string {
  const rows = backendRows(state.agent.tables.backends)
    .sort((a, b) => compareAddr(a.address, b.address))
    .map((be) => {
      const ip = parseL3n4Addr(be.address)?.ip;
      return [
        be.address,
        be.instances
          .map((e) =>
            e.params.portNames.length
              ? `${e.key.serviceName} (${e.params.portNames.join(' ')})`
              : e.key.serviceName,
          )
          .join(', '),
        '',
        nodes.find((n) => n.ip === ip)?.name ?? '',
      ];
    });
  return columns([['Address', 'Instances', 'Shadows', 'NodeName'], ...rows]);
}

import { backendRows } from '../backend';
import { compareAddr, parseL3n4Addr } from '../l3n4Addr';
import { imValues } from '../idMap';
import { pmValues } from '../pmap';
import type { ClusterState } from '../trace';
import { shortAge } from '../wallClock';
import { columns } from './columns';

/** `db/show frontends` lists this many backends of a frontend, then says how many more there are. */
export const SHOWN_BACKENDS = 5;

/**
 * `cilium shell -- db/show frontends`. `Since` is the age of each row's last status change at `now`, the moment
 * viewed (the playhead, which may be past the state's own step; default: the step's time).
 */
export function renderFrontends(state: ClusterState, now = state.time): string {
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
        shortAge(Math.max(now, state.time) - fe.since),
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
 * `cilium shell -- db/show backends`: instances print as `ns/name (port names)`. `NodeName` is the first
 * instance's that has one (its EndpointSlice endpoint's `nodeName`); when no endpoint names its node, an address
 * that is a node's own IP (a host-network pod) is taken to be on that node, and any other address on none.
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
        be.instances.find((e) => e.params.nodeName)?.params.nodeName ??
          nodes.find((n) => n.ip === ip)?.name ??
          '',
      ];
    });
  return columns([['Address', 'Instances', 'Shadows', 'NodeName'], ...rows]);
}

/**
 * `cilium shell -- db/show services`: one row per Service the agent holds, in name order. `PortNames` lists each
 * named port as `name=port` (sorted by name), from the Service as the agent's store holds it. The model runs
 * Kubernetes Services only (`Source` k8s) with the default traffic policies; of the rarer settings v1.18 collapses
 * into `Flags`, it has session affinity (`SessionAffinity=<timeout>`, the timeout as Go prints a duration).
 */
export function renderServices(state: ClusterState): string {
  const rows = imValues(state.agent.tables.services)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((svc) => {
      const ports = state.agent.store.services[svc.name]?.ports ?? [];
      const named = ports
        .filter((p) => p.name)
        .map((p) => [p.name, p.port] as const)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      const affinity = state.agent.store.services[svc.name]?.sessionAffinityTimeoutSeconds;
      const flags = affinity === undefined ? '' : `SessionAffinity=${goDuration(affinity)}`;
      return [svc.name, 'k8s', named.map(([n, p]) => `${n}=${p}`).join(', '), 'Cluster', flags];
    });
  return columns([['Name', 'Source', 'PortNames', 'TrafficPolicy', 'Flags'], ...rows]);
}

/** Whole seconds as Go's `time.Duration.String()` prints them: `3h0m0s`, `10m0s`, `45s`. */
function goDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const sec = seconds % 60;
  if (h) return `${h}h${m}m${sec}s`;
  if (m) return `${m}m${sec}s`;
  return `${sec}s`;
}

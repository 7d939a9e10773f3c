import { compareAddr } from '../l3n4Addr';
import { pmValues } from '../pmap';
import type { ClusterState } from '../trace';
import { shortAge } from '../wallClock';
import { columns } from './columns';

/** `cilium shell -- db/show frontends`. */
export function renderFrontends(state: ClusterState): string {
  const rows = pmValues(state.agent.tables.frontends)
    .sort((a, b) => compareAddr(a.address, b.address))
    .map((fe) => [
      fe.address,
      fe.type,
      fe.serviceName,
      fe.portName,
      fe.backends.join(', '),
      '',
      fe.status,
      shortAge(state.time - fe.since),
      '',
    ]);
  return columns([
    ['Address', 'Type', 'ServiceName', 'PortName', 'Backends', 'RedirectTo', 'Status', 'Since', 'Error'],
    ...rows,
  ]);
}

/** `cilium shell -- db/show backends`: instances print as `ns/name (portName)`. */
export function renderBackends(state: ClusterState): string {
  const rows = pmValues(state.agent.tables.backends)
    .sort((a, b) => compareAddr(a.address, b.address))
    .map((be) => [
      be.address,
      be.instances
        .map((e) =>
          e.params.portNames.length
            ? `${e.key.serviceName} (${e.params.portNames.join(', ')})`
            : e.key.serviceName,
        )
        .join(', '),
      '',
      '',
    ]);
  return columns([['Address', 'Instances', 'Shadows', 'NodeName'], ...rows]);
}

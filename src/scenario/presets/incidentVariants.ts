import type { ScenarioV1 } from '../types';
import { tkeIncident } from './tkeIncident';

const curl = (at: number, node?: string) => ({
  at,
  type: 'connect' as const,
  to: '10.15.1.8:443',
  client: 'curl -k https://10.15.1.8:443',
  ...(node ? { node } : {}),
});

/**
 * The incident cluster with four nodes. One apiserver replica is replaced; a surviving replica restores
 * `default/kubernetes` a fraction of a second after the stopping one cleared it. Each agent flushes on its
 * own 500 ms ticker: where a tick fell between the clear and the restore, the empty slice was processed on
 * its own and the prefix match took kubernetes-intranet's instance; elsewhere only the final state arrived.
 */
export const incidentNodes: ScenarioV1 = {
  ...tkeIncident,
  title: 'TKE incident on four nodes: some break, some do not',
  summary:
    "One apiserver replica is replaced and default/kubernetes is restored a fraction of a second after it was cleared. Each node's agent flushes on its own 500 ms ticker: where a tick fell in between, kubernetes-intranet lost its backends; elsewhere nothing happened.",
  nodes: [
    { name: '10.15.0.5', ip: '10.15.0.5', pod: 'cilium-qsj2r' },
    { name: '10.15.0.6', ip: '10.15.0.6', pod: 'cilium-7mzxh' },
    { name: '10.15.0.7', ip: '10.15.0.7', pod: 'cilium-p2v4d' },
  ],
  events: [
    curl(5000),
    { at: 15000, type: 'restartApiserver', replica: 0 },
    curl(40000),
    curl(40000, '10.15.0.5'),
    curl(40000, '10.15.0.6'),
    curl(40000, '10.15.0.7'),
  ],
  seed: 111,
  durationMs: 50000,
};

const RELIST_DURATION_MS = 120000;

/**
 * The incident with an agent that relists after its watch comes back (client-go after `410 Gone`) instead
 * of resuming: the relist re-delivers kubernetes-intranet's slice between the release and the annotation
 * patch, and the lost instance is back before anything refreshes the frontends.
 */
export const incidentRelist: ScenarioV1 = {
  ...tkeIncident,
  title: 'TKE incident, but the agent relists after reconnecting',
  summary:
    "The same spec change, with an agent that lists everything again when its watch returns instead of resuming from its resourceVersion. The relist re-delivers kubernetes-intranet's EndpointSlice and recreates the lost instance: which of the two happened in the incident is inferred.",
  agent: { ...tkeIncident.agent, afterReconnect: 'relist' },
  // The run is shorter than the incident's: an event after its end would never happen (and is refused).
  events: tkeIncident.events.filter((e) => e.type !== 'restartAgent' && e.at <= RELIST_DURATION_MS),
  seed: 29,
  durationMs: RELIST_DURATION_MS,
};

/**
 * The write-up's first hypothesis: the intranet EndpointSlice is deleted and recreated. While it is gone the
 * VIP correctly has no backends; an agent restarted in that window cannot reach its apiserver through it and
 * never sees the slice come back — with either key, so this is not the bug.
 */
export const firstHypothesis: ScenarioV1 = {
  ...tkeIncident,
  title: 'First hypothesis: the intranet EndpointSlice is deleted and recreated',
  summary:
    'Deleting kubernetes-intranet-qxgk4 empties the VIP on purpose; an agent restarted before the slice is back cannot reach its apiserver and never sees it return. This fails with the fixed key too: it is a real trap, but not the bug (the audit log showed no write to that slice).',
  events: [
    curl(5000),
    { at: 10000, type: 'deleteEndpointSlice', namespace: 'default', name: 'kubernetes-intranet-qxgk4' },
    curl(12000),
    { at: 14000, type: 'restartAgent', cause: 'rolloutRestart' },
    {
      at: 20000,
      type: 'createEndpointSlice',
      namespace: 'default',
      name: 'kubernetes-intranet-qxgk4',
      service: 'kubernetes-intranet',
      endpoints: ['169.254.128.7'],
      ports: [{ name: 'https', port: 60002 }],
    },
    curl(30000),
  ],
  seed: 7,
  durationMs: 90000,
};

/**
 * The write-up's workaround: the agent's apiserver address is the endpoint address 169.254.128.7:60002,
 * which no Service VIP covers. The same spec change still releases kubernetes-intranet's instance, but the
 * agent keeps its way to the apiserver, and the helm upgrade's fresh list restores the lost instance.
 */
export const workaround: ScenarioV1 = {
  ...tkeIncident,
  title: 'Workaround: the agent uses 169.254.128.7:60002',
  summary:
    'The same spec change with the agent pointed at the apiserver endpoint address instead of the intranet VIP. The bug still empties kubernetes-intranet, but the agent keeps its way to the apiserver, and after the helm upgrade its fresh list brings the backend back.',
  agent: { ...tkeIncident.agent, apiserverAddress: '169.254.128.7:60002' },
};

/** An empty cluster to type commands against: the apiserver's own Service and one node. */
export const emptyCluster: ScenarioV1 = {
  version: 2,
  title: 'An empty cluster for the command line',
  summary:
    'Only default/kubernetes and one node: apply Services and EndpointSlices, patch, annotate and delete them from the command line, and watch what the agent does.',
  apiserver: { replicas: 3, advertiseAddress: '169.254.128.7', port: 60002 },
  node: { name: '10.15.0.4', ip: '10.15.0.4', kernel: '5.4.241' },
  serviceCIDRs: ['192.168.0.0/17'],
  services: [
    {
      namespace: 'default',
      name: 'kubernetes',
      type: 'ClusterIP',
      clusterIP: '192.168.0.1',
      ports: [{ name: 'https', port: 443, targetPort: 60002 }],
    },
  ],
  endpointSlices: [],
  events: [],
  seed: 1,
};

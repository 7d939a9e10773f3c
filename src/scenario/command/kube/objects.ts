import { emittedUpTo } from '../../../model/render/collect';
import { podStatus } from '../../../model/render/pods';
import { endpointSliceObject, serviceObject } from '../../../model/render/kubectl';
import type { KubeEvent } from '../../../model/trace';
import { isoTime } from '../../../model/wallClock';
import { toSimInput } from '../../toSimInput';
import type { RunContext } from '../decl';
import { agentPods, agentStartedAt, nodeState } from './agents';
import { AGENT_POD_LABELS, serviceLabels, sliceLabels, type Labels } from './labels';

/** The kinds `kubectl get` and `describe` know here. */
export type ResourceKind = 'svc' | 'endpointslices' | 'pods' | 'events';

interface ResourceInfo {
  /** Every spelling kubectl accepts. */
  words: readonly string[];
  /** As kubectl's errors name it (`services "x" not found`). */
  plural: string;
  /** As `-o name` prefixes it. */
  singular: string;
}

export const RESOURCES: Record<ResourceKind, ResourceInfo> = {
  svc: { words: ['svc', 'service', 'services'], plural: 'services', singular: 'service' },
  endpointslices: {
    words: [
      'endpointslice',
      'endpointslices',
      'endpointslice.discovery.k8s.io',
      'endpointslices.discovery.k8s.io',
    ],
    plural: 'endpointslices.discovery.k8s.io',
    singular: 'endpointslice.discovery.k8s.io',
  },
  pods: { words: ['po', 'pod', 'pods'], plural: 'pods', singular: 'pod' },
  events: { words: ['ev', 'event', 'events'], plural: 'events', singular: 'event' },
};

/** The fields a `--field-selector` may name besides metadata.name and metadata.namespace, by kind. */
export const SELECTABLE_FIELDS: Record<ResourceKind, readonly string[]> = {
  svc: [],
  endpointslices: [],
  pods: [],
  events: ['involvedObject.kind', 'involvedObject.name', 'involvedObject.namespace', 'reason', 'type'],
};

/** Real kinds a reader may ask for that the model keeps no objects of: refused by name. */
export const UNMODELLED_KINDS = [
  'deploy',
  'deployment',
  'deployments',
  'ds',
  'daemonset',
  'daemonsets',
  'no',
  'node',
  'nodes',
  'cm',
  'configmap',
  'configmaps',
  'secret',
  'secrets',
  'ns',
  'namespace',
  'namespaces',
  'ep',
  'endpoints',
  'ing',
  'ingress',
  'ingresses',
  'rs',
  'replicasets',
  'sts',
  'statefulsets',
  'job',
  'jobs',
  'cronjobs',
  'netpol',
  'networkpolicies',
  'cnp',
  'ciliumnetworkpolicies',
  'cep',
  'ciliumendpoints',
  'cn',
  'ciliumnodes',
  'ciliumidentities',
  'lease',
  'leases',
  'sa',
  'serviceaccounts',
  'all',
];

export function resourceKind(word: string): ResourceKind | undefined {
  return (Object.keys(RESOURCES) as ResourceKind[]).find((k) =>
    RESOURCES[k].words.includes(word.toLowerCase()),
  );
}

/** One object at the playhead: where it is, its labels, and its full form (`-o yaml|json`). */
export interface KubeObject {
  namespace: string;
  name: string;
  labels: Labels;
  /** Fields a `--field-selector` may name besides metadata.name and metadata.namespace (events'). */
  fields?: Readonly<Record<string, string>>;
  /** The event itself (`kubectl get events` prints its table from these). */
  event?: KubeEvent;
  object(): object;
}

/** The events emitted up to the playhead (every node's view shares the cluster's). */
export function eventsSoFar(ctx: Pick<RunContext, 'trace' | 'step'>): readonly KubeEvent[] {
  return emittedUpTo(ctx.trace, ctx.step).events;
}

/** Every object of a kind at the playhead, sorted by namespace and name (namespace filtering is the caller's). */
export function listObjects(ctx: RunContext, kind: ResourceKind): KubeObject[] {
  const k8s = ctx.state.k8s;
  const start = toSimInput(ctx.scenario).startTime;
  const sorted = <T extends { namespace: string; name: string }>(xs: T[]) =>
    xs.sort((a, b) => (`${a.namespace}/${a.name}` < `${b.namespace}/${b.name}` ? -1 : 1));
  switch (kind) {
    case 'svc':
      return sorted(Object.values(k8s.services)).map((s) => ({
        namespace: s.namespace,
        name: s.name,
        labels: serviceLabels(s),
        object: () => serviceObject(s),
      }));
    case 'endpointslices':
      return sorted(Object.values(k8s.slices)).map((s) => ({
        namespace: s.namespace,
        name: s.name,
        labels: sliceLabels(s),
        object: () => endpointSliceObject(s, start),
      }));
    case 'pods':
      return agentPods(ctx).map(({ pod, node }) => {
        const n = ctx.trace.nodes[node]!;
        const phase = nodeState(ctx, node).agent.phase;
        return {
          namespace: 'kube-system',
          name: pod,
          labels: AGENT_POD_LABELS,
          object: () => ({
            apiVersion: 'v1',
            kind: 'Pod',
            metadata: {
              name: pod,
              namespace: 'kube-system',
              labels: AGENT_POD_LABELS,
              creationTimestamp: isoTime(start, agentStartedAt(ctx, node)).replace(/\.\d+Z$/, 'Z'),
            },
            spec: {
              nodeName: n.name,
              hostNetwork: true,
              initContainers: [{ name: 'config' }],
              containers: [{ name: 'cilium-agent' }],
            },
            status: { phase: phase === 'running' ? 'Running' : 'Pending', hostIP: n.ip, podIP: n.ip },
          }),
        };
      });
    case 'events':
      return eventsSoFar(ctx).map((e, i) => {
        const [kindWord = '', name = ''] = e.object.split('/');
        const namespace = e.namespace ?? 'default';
        const time = isoTime(start, e.at).replace(/\.\d+Z$/, 'Z');
        const kind = kindWord === 'pod' ? 'Pod' : 'Service';
        return {
          namespace,
          name: `${name}.${(start + e.at).toString(16)}${i}`,
          labels: {},
          event: e,
          fields: {
            'involvedObject.kind': kind,
            'involvedObject.name': name,
            'involvedObject.namespace': namespace,
            reason: e.reason,
            type: e.type,
          },
          object: () => ({
            apiVersion: 'v1',
            kind: 'Event',
            metadata: { name: `${name}.${(start + e.at).toString(16)}${i}`, namespace },
            involvedObject: { kind, name, namespace },
            reason: e.reason,
            message: e.message,
            type: e.type,
            source: { component: e.source },
            firstTimestamp: time,
            lastTimestamp: time,
            count: 1,
          }),
        };
      });
  }
}

/** The agent pod rows of `kubectl get pods -n kube-system`. */
export function podRows(ctx: RunContext) {
  return agentPods(ctx).map(({ pod, node }) => {
    const s = nodeState(ctx, node);
    const n = ctx.trace.nodes[node]!;
    return {
      pod,
      node: n.name,
      ip: n.ip,
      phase: s.agent.phase,
      restarts: s.agent.restarts,
      age: ctx.state.time - agentStartedAt(ctx, node),
      status: podStatus(s.agent.phase),
    };
  });
}

import { errnoText } from './errno';
import type { ConnectResult, KubectlWrite, Step, TableChange } from './trace';

/** The kubectl command line of a write, as a person would have typed it. */
export function kubectlCommand(w: KubectlWrite): string {
  const ns = `-n ${w.namespace}`;
  switch (w.verb) {
    case 'patch':
      return `kubectl ${ns} patch endpointslices ${w.name} -p '${JSON.stringify(w.patch ?? {})}'`;
    case 'create':
      return `kubectl create ${w.resource === 'Service' ? 'service' : 'endpointslice'} ${w.namespace}/${w.name}`;
    case 'delete':
      return `kubectl ${ns} delete ${w.resource === 'Service' ? 'service' : 'endpointslices'} ${w.name}`;
    case 'annotate':
      return `kubectl ${ns} annotate service ${w.name} ${w.annotation?.key}=${w.annotation?.value} --overwrite`;
  }
}

function via(r: ConnectResult): string {
  if (r.path === 'cloud-lb') return ' via the cloud LB (no BPF entry for the VIP yet)';
  if (r.path === 'socket-lb') return ` via socket-LB → ${r.backend}`;
  return '';
}

function how(r: ConnectResult): string {
  if (r.path === 'socket-lb') {
    return r.count === 0
      ? `socket-LB found rev-NAT ${r.revNat} with count 0 and rejected it`
      : `socket-LB sent it to ${r.backend}`;
  }
  return r.path === 'cloud-lb'
    ? 'no BPF entry: it left the node to the cloud LB'
    : 'no BPF entry: routed normally';
}

/**
 * One English line per step, rendered from its typed facts: what the CLI's `steps` format and the golden
 * traces print. (The app narrates from the same facts in the reader's language.)
 */
export function stepSummary(s: Step): string {
  switch (s.kind) {
    case 'agentStart':
      if (s.replaces)
        return `cilium-agent pod ${s.replaces} is replaced by ${s.pod} (a rollout: a new pod, restarts 0); its tables are empty, the BPF maps survive`;
      return s.restarts === 0
        ? `cilium-agent ${s.pod} starts; no BPF entries yet`
        : `cilium-agent ${s.pod} restarts (#${s.restarts}); its tables are empty, the BPF maps survive`;
    case 'agentListed':
      return `agent reached the apiserver at ${s.connect.to}${via(s.connect)}; listed ${s.services} Services and ${s.slices} EndpointSlices`;
    case 'agentCrashLoop':
      return `agent cannot reach its apiserver at ${s.connect.to} (${errnoText(s.connect.result)}): CrashLoopBackOff, next try in ${s.backoffMs / 1000}s`;
    case 'kubectlWrite':
      return (
        kubectlCommand(s.write) +
        (s.write.unchanged ? ' (no change: nothing is written, no watch event)' : '')
      );
    case 'apiserverRestart':
      return s.replica === undefined
        ? `cluster spec change: all ${s.replicas} apiserver replicas are replaced one by one`
        : `restart of kube-apiserver-${s.replica}`;
    case 'replicaStop':
      return `${s.replica} stops: RemoveEndpoints deletes ${s.lease}`;
    case 'replicaStarted':
      return `${s.replica} is serving again`;
    case 'sliceCleared':
      return `${s.replica} Stop(): RemoveEndpoints found no lease left and wrote ${s.slice} with endpoints: null (this write is missing from the audit log)`;
    case 'sliceRestored':
      return `${s.replica} reconcile: lease back, ${s.slice} → [${s.ips.join(', ')}]`;
    case 'watchEvent':
      return s.queued.length === 1
        ? `watch event ${s.queued[0]} → reflector buffer (flush on the next 500 ms tick)`
        : `${s.queued.length} watch events → reflector buffer (${s.bufferKeys.length} keys)`;
    case 'watchDropped':
      return `${s.client === 'agent' ? "agent's" : "service-controller's"} watch through ${s.replica} dropped`;
    case 'watchReconnected':
      return s.client === 'agent'
        ? `agent's watch is back (${s.connect.to}); ${s.missed} missed change(s) follow`
        : `service-controller reconnects, re-lists and re-reconciles ${s.loadBalancers} LoadBalancer Service(s)`;
    case 'watchReconnectFailed':
      return `agent cannot re-establish its watch: connect to ${s.connect.to}: ${errnoText(s.connect.result)}`;
    case 'bufferFlush':
      return (
        `reflector flush (${s.trigger === 'full' ? '500 events' : '500 ms tick'}): ${s.keys.length} key(s) in one write transaction` +
        (s.collateral.length ? `; backendRelease also removed ${s.collateral.join(', ')}` : '')
      );
    case 'bpfReconcile':
      return (
        `BPF reconciler programs ${s.programmed} frontend(s)` +
        (s.emptied ? `; ${s.emptied} now have count 0 and no backend slots` : '')
      );
    case 'lbReconcile':
      return `service-controller: EnsuringLoadBalancer ${s.service}`;
    case 'annotationPatch':
      return `service-controller patches ${s.service} annotations sync-begin-time/sync-end-time (a Service update)`;
    case 'connect': {
      const r = s.connect;
      if (s.by === 'agentConfig') return `agent config: connect to ${r.to} failed: ${errnoText(r.result)}`;
      return `${r.client}: connect ${r.to} → ${r.result === 'ok' ? 'ok' : errnoText(r.result)} (${how(r)})`;
    }
  }
}

/** A table change's facts in one short English phrase (golden traces). */
export function changeDetail(c: TableChange): string | undefined {
  switch (c.table) {
    case 'services':
      return undefined;
    case 'frontends':
      return c.op === 'delete' ? undefined : `${c.status}, ${c.backends} backend(s)`;
    case 'backends':
      return c.op === 'delete' ? `was: ${c.instances.join(', ')}` : `instances: ${c.instances.join(', ')}`;
    case 'bpf':
      return c.op === 'delete' ? undefined : `count ${c.count} (was ${c.was ?? '—'})`;
  }
}

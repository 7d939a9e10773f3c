import type { L3n4Addr } from '../../model/l3n4Addr';
import type { ServiceName } from '../../model/serviceName';
import type { Step } from '../../model/trace';

/** What a step touches, so the stage can highlight it and keep it visible. */
export interface StepFocus {
  replicas: string[];
  lease: boolean;
  serviceController: boolean;
  /** Kubernetes Service objects (`ns/name`). */
  services: ServiceName[];
  /** EndpointSlice objects (`ns/name`). */
  slices: string[];
  agent: boolean;
  frontends: L3n4Addr[];
  backends: L3n4Addr[];
  bpf: L3n4Addr[];
  client: boolean;
}

const empty = (): StepFocus => ({
  replicas: [],
  lease: false,
  serviceController: false,
  services: [],
  slices: [],
  agent: false,
  frontends: [],
  backends: [],
  bpf: [],
  client: false,
});

const uniq = <T>(xs: T[]) => [...new Set(xs)];

/** The focus of one step, from its typed facts and changes. */
export function stepFocus(s: Step): StepFocus {
  const f = empty();
  for (const c of s.changes) {
    if (c.table === 'frontends') f.frontends.push(c.key);
    else if (c.table === 'backends') f.backends.push(c.key);
    else if (c.table === 'bpf') f.bpf.push(c.key);
  }
  for (const r of s.releases) f.backends.push(r.backend);
  switch (s.kind) {
    case 'apiserverRestart':
      break;
    case 'replicaStop':
      f.replicas.push(s.replica);
      f.lease = true;
      break;
    case 'replicaStarted':
      f.replicas.push(s.replica);
      f.lease = true;
      break;
    case 'sliceCleared':
    case 'sliceRestored':
      f.replicas.push(s.replica);
      f.slices.push(s.slice);
      break;
    case 'kubectlWrite': {
      const key = `${s.write.namespace}/${s.write.name}`;
      (s.write.resource === 'Service' ? f.services : f.slices).push(key);
      break;
    }
    case 'lbReconcile':
    case 'annotationPatch':
      f.serviceController = true;
      f.services.push(s.service);
      break;
    case 'watchDropped':
    case 'watchReconnected':
      if (s.client === 'service-controller') f.serviceController = true;
      else f.agent = true;
      break;
    case 'watchEvent':
      f.agent = true;
      for (const k of s.queued) (k.startsWith('svc:') ? f.services : f.slices).push(k.slice(4));
      break;
    case 'agentStart':
    case 'agentCrashLoop':
    case 'agentListed':
    case 'watchReconnectFailed':
    case 'bufferFlush':
      f.agent = true;
      break;
    case 'connect':
      if (s.by === 'client') f.client = true;
      else f.agent = true;
      break;
    case 'bpfReconcile':
      break;
  }
  if ('connect' in s && s.connect.path === 'socket-lb') f.bpf.push(s.connect.to);
  return {
    ...f,
    services: uniq(f.services),
    slices: uniq(f.slices),
    frontends: uniq(f.frontends),
    backends: uniq(f.backends),
    bpf: uniq(f.bpf),
  };
}

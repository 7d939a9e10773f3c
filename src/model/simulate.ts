import { agentConfigAttempt, agentReconnect, agentStart, initialAgent, watchDrop } from './agent';
import {
  LEASE_TTL_MS,
  USERS,
  deleteService,
  deleteSlice,
  leaseKey,
  leaseReconcile,
  replicaStart,
  replicaStop,
  restartApiserver,
  writeService,
  writeSlice,
} from './apiserver';
import type { KeyVariant } from './backendInstanceKey';
import { bpfReconcile } from './bpfReconciler';
import { emptyBpf } from './bpfMap';
import { Sim, type Task } from './engine';
import type { ServiceSpec, SimEvent, SimInput, SliceSpec } from './input';
import { objectKey, type EndpointSlice, type Service } from './kube';
import { deliver, drain, tick } from './reflector';
import { lbPatch, lbReconcile, scReconnect } from './serviceController';
import { connect, errnoText } from './socketLb';
import type { ClusterState, Trace } from './trace';

function initialState(input: SimInput, variant: KeyVariant): ClusterState {
  let rv = 0;
  const services: Record<string, Service> = {};
  const slices: Record<string, EndpointSlice> = {};
  const addSvc = (s: ServiceSpec) =>
    (services[objectKey(s.namespace, s.name)] = { ...s, resourceVersion: ++rv });
  const addSlice = (s: SliceSpec, manager: string) =>
    (slices[objectKey(s.namespace, s.name)] = { ...s, manager, resourceVersion: ++rv });
  const api = input.apiserver;
  if (api) {
    addSvc(api.kubernetesService);
    addSlice(
      {
        namespace: 'default',
        name: 'kubernetes',
        service: 'kubernetes',
        endpoints: [api.advertiseAddress],
        ports: [{ name: 'https', port: api.port, protocol: 'TCP' }],
      },
      'kube-apiserver',
    );
  }
  input.services.forEach(addSvc);
  input.endpointSlices.forEach((s) => addSlice(s, 'kubectl'));
  const replicas = Array.from({ length: api?.replicas ?? 0 }, (_, id) => ({
    id,
    name: `kube-apiserver-${id}`,
    phase: 'running' as const,
  }));
  return {
    time: 0,
    variant,
    k8s: { rv, services, slices },
    apiserver: { replicas, leases: api ? { [leaseKey(api.advertiseAddress)]: LEASE_TTL_MS } : {} },
    serviceController: { watch: { connected: replicas.length > 0, replica: replicas.length ? 0 : null } },
    agent: initialAgent(input.agent.pod),
    bpf: emptyBpf,
  };
}

function sliceOf(sim: Sim, ns: string, name: string) {
  return sim.state.k8s.slices[objectKey(ns, name)];
}

const show = (v: unknown) => JSON.stringify(v);

/** A scenario event: what a person or the cluster operator does. */
function runScenarioEvent(sim: Sim, ev: SimEvent) {
  const kubectl = { user: USERS.kubectl, verb: 'patch' as const };
  switch (ev.type) {
    case 'patchEndpointSlice': {
      const old = sliceOf(sim, ev.namespace, ev.name);
      if (!old) return;
      const patch: Partial<SliceSpec> = {};
      if (ev.endpoints !== undefined) patch.endpoints = ev.endpoints;
      if (ev.ports !== undefined) patch.ports = ev.ports;
      writeSlice(sim, { ...old, ...patch, manager: 'kubectl' }, kubectl);
      sim.record(
        'kubectl',
        'kubectlWrite',
        `kubectl -n ${ev.namespace} patch endpointslices ${ev.name} -p '${show(patch)}'`,
        {
          verb: 'patch',
          object: `endpointslice/${ev.name}`,
        },
      );
      return;
    }
    case 'createEndpointSlice': {
      const spec = {
        namespace: ev.namespace,
        name: ev.name,
        service: ev.service,
        endpoints: ev.endpoints,
        ports: ev.ports,
      };
      writeSlice(sim, { ...spec, manager: 'kubectl' }, { ...kubectl, verb: 'create' });
      sim.record('kubectl', 'kubectlWrite', `kubectl create endpointslice ${ev.namespace}/${ev.name}`, {
        verb: 'create',
        object: `endpointslice/${ev.name}`,
      });
      return;
    }
    case 'deleteEndpointSlice':
      deleteSlice(sim, objectKey(ev.namespace, ev.name), kubectl);
      sim.record('kubectl', 'kubectlWrite', `kubectl -n ${ev.namespace} delete endpointslices ${ev.name}`, {
        verb: 'delete',
        object: `endpointslice/${ev.name}`,
      });
      return;
    case 'annotateService': {
      const old = sim.state.k8s.services[objectKey(ev.namespace, ev.name)];
      if (!old) return;
      writeService(sim, { ...old, annotations: { ...old.annotations, [ev.key]: ev.value } }, kubectl);
      sim.record(
        'kubectl',
        'kubectlWrite',
        `kubectl -n ${ev.namespace} annotate service ${ev.name} ${ev.key}=${ev.value} --overwrite`,
        { verb: 'annotate', object: `service/${ev.name}` },
      );
      return;
    }
    case 'createService':
      writeService(sim, ev.service, { ...kubectl, verb: 'create' });
      sim.record(
        'kubectl',
        'kubectlWrite',
        `kubectl create service ${ev.service.namespace}/${ev.service.name}`,
        {
          verb: 'create',
          object: `service/${ev.service.name}`,
        },
      );
      return;
    case 'deleteService':
      deleteService(sim, objectKey(ev.namespace, ev.name), kubectl);
      sim.record('kubectl', 'kubectlWrite', `kubectl -n ${ev.namespace} delete service ${ev.name}`, {
        verb: 'delete',
        object: `service/${ev.name}`,
      });
      return;
    case 'restartApiserver': {
      if (!sim.input.apiserver) return;
      const n = sim.state.apiserver.replicas.length;
      sim.record(
        'kubectl',
        'apiserverRestart',
        ev.replica === undefined
          ? `cluster spec change: all ${n} apiserver replicas are replaced one by one`
          : `restart of kube-apiserver-${ev.replica}`,
        { replicas: ev.replica === undefined ? n : 1 },
      );
      restartApiserver(sim, ev.replica);
      return;
    }
    case 'restartAgent':
      agentStart(sim);
      return;
    case 'connect': {
      const r = connect(sim, ev.to, ev.client);
      sim.emit('connects', r);
      const how =
        r.path === 'socket-lb'
          ? r.count === 0
            ? `socket-LB found rev-NAT ${r.revNat} with count 0 and rejected it`
            : `socket-LB sent it to ${r.backend}`
          : r.path === 'cloud-lb'
            ? `no BPF entry: it left the node to the cloud LB`
            : 'no BPF entry: routed normally';
      sim.record(
        'client',
        'connect',
        `${ev.client}: connect ${ev.to} → ${r.result === 'ok' ? 'ok' : errnoText(r.result)} (${how})`,
        {
          to: ev.to,
          result: r.result,
          path: r.path,
        },
      );
      return;
    }
  }
}

function run(sim: Sim, task: Task) {
  switch (task.t) {
    case 'scenario':
      return runScenarioEvent(sim, sim.input.events[task.index]!);
    case 'replicaStop':
      return replicaStop(sim, task.replica);
    case 'replicaStart':
      return replicaStart(sim, task.replica);
    case 'leaseReconcile':
      return leaseReconcile(sim, task.replica);
    case 'deliver':
      return deliver(sim, task.kind, task.key, task.obj);
    case 'agentDrain':
      return drain(sim);
    case 'agentTick':
      return tick(sim);
    case 'bpfReconcile':
      sim.armed.delete('bpf');
      return bpfReconcile(sim);
    case 'watchDrop':
      return watchDrop(sim, task.client, task.replica);
    case 'watchReconnect':
      return task.client === 'agent' ? agentReconnect(sim, task.attempt) : scReconnect(sim, task.attempt);
    case 'agentStart':
      return agentStart(sim);
    case 'agentConfigAttempt':
      return agentConfigAttempt(sim, task.attempt, task.startedAt);
    case 'lbReconcile':
      return lbReconcile(sim, task.services);
    case 'lbPatch':
      return lbPatch(sim, task.service, task.begin, task.rest);
  }
}

/**
 * Runs a scenario with one `BackendInstanceKey` variant and returns every step with the full state after
 * it. Deterministic: the same input and variant give a byte-identical trace.
 */
export function simulate(input: SimInput, variant: KeyVariant): Trace {
  const sim = new Sim(input, variant, initialState(input, variant));
  sim.schedule(0, { t: 'agentStart' });
  input.events.forEach((ev, index) => sim.schedule(ev.at, { t: 'scenario', index }));
  if (input.apiserver) {
    for (const r of sim.state.apiserver.replicas) {
      sim.schedule(1000 + Math.floor(sim.random() * 9000), { t: 'leaseReconcile', replica: r.id });
    }
  }
  for (let task = sim.next(); task; task = sim.next()) run(sim, task);
  return { variant, title: input.title, endAt: input.durationMs, steps: sim.steps };
}

import { agentStart } from './agent';
import { USERS, deleteService, deleteSlice, restartApiserver, writeService, writeSlice } from './apiserver';
import type { Sim } from './engine';
import type { ServiceSpec, SliceSpec } from './input';
import { objectKey } from './kube';
import { connect } from './socketLb';
import type { AgentRestartCause, KubectlWrite } from './trace';

/**
 * What a person or the cluster's operator does in a scenario, as the simulator runs it: each type's shape
 * (the scenario layer's `src/scenario/events/<type>.ts` produces it) and, below, what it does.
 */
export type SimEvent =
  | ({ at: number; type: 'patchEndpointSlice'; namespace: string; name: string } & Partial<
      Pick<SliceSpec, 'endpoints' | 'ports' | 'nodeNames'>
    >)
  | ({ at: number; type: 'createEndpointSlice' } & SliceSpec)
  | { at: number; type: 'deleteEndpointSlice'; namespace: string; name: string }
  | { at: number; type: 'annotateService'; namespace: string; name: string; key: string; value: string }
  | { at: number; type: 'createService'; service: ServiceSpec }
  | { at: number; type: 'deleteService'; namespace: string; name: string }
  | { at: number; type: 'restartApiserver'; replica?: number }
  /**
   * Recreates the agent pods (all nodes, or the one named); `apiserverAddress` (`ip:port/TCP`): the address
   * the new pods use from then on (a `helm upgrade` that set `k8sServiceHost`/`k8sServicePort`).
   */
  | { at: number; type: 'restartAgent'; node?: number; cause?: AgentRestartCause; apiserverAddress?: string }
  /** A process on a node (node 0 unless named) connects. */
  | { at: number; type: 'connect'; to: string; client: string; node?: number };

function sliceOf(sim: Sim, ns: string, name: string) {
  return sim.state.k8s.slices[objectKey(ns, name)];
}

/** A scenario event: what a person or the cluster operator does. */
export function runScenarioEvent(sim: Sim, ev: SimEvent) {
  const kubectl = { user: USERS.kubectl, verb: 'patch' as const };
  const wrote = (write: KubectlWrite, changed = true) =>
    sim.record('kubectl', { kind: 'kubectlWrite', write: changed ? write : { ...write, unchanged: true } });
  switch (ev.type) {
    case 'patchEndpointSlice': {
      const old = sliceOf(sim, ev.namespace, ev.name);
      if (!old) return;
      const patch: Partial<SliceSpec> = {};
      if (ev.endpoints !== undefined) patch.endpoints = ev.endpoints;
      if (ev.ports !== undefined) patch.ports = ev.ports;
      const next = { ...old, ...patch, manager: 'kubectl' };
      // Each endpoint carries its own nodeName: new endpoints name their nodes, or none.
      if (ev.endpoints !== undefined) delete next.nodeNames;
      if (ev.nodeNames) next.nodeNames = patch.nodeNames = ev.nodeNames;
      const changed = writeSlice(sim, next, kubectl);
      const write: KubectlWrite = {
        verb: 'patch',
        resource: 'EndpointSlice',
        namespace: ev.namespace,
        name: ev.name,
        patch,
      };
      wrote(write, changed);
      return;
    }
    case 'createEndpointSlice': {
      const spec = {
        namespace: ev.namespace,
        name: ev.name,
        service: ev.service,
        endpoints: ev.endpoints,
        ports: ev.ports,
        ...(ev.nodeNames && { nodeNames: ev.nodeNames }),
      };
      writeSlice(sim, { ...spec, manager: 'kubectl' }, { ...kubectl, verb: 'create' });
      wrote({ verb: 'create', resource: 'EndpointSlice', namespace: ev.namespace, name: ev.name });
      return;
    }
    case 'deleteEndpointSlice':
      deleteSlice(sim, objectKey(ev.namespace, ev.name), kubectl);
      wrote({ verb: 'delete', resource: 'EndpointSlice', namespace: ev.namespace, name: ev.name });
      return;
    case 'annotateService': {
      const old = sim.state.k8s.services[objectKey(ev.namespace, ev.name)];
      if (!old) return;
      const changed = writeService(
        sim,
        { ...old, annotations: { ...old.annotations, [ev.key]: ev.value } },
        kubectl,
      );
      wrote(
        {
          verb: 'annotate',
          resource: 'Service',
          namespace: ev.namespace,
          name: ev.name,
          annotation: { key: ev.key, value: ev.value },
        },
        changed,
      );
      return;
    }
    case 'createService':
      writeService(sim, ev.service, { ...kubectl, verb: 'create' });
      wrote({ verb: 'create', resource: 'Service', namespace: ev.service.namespace, name: ev.service.name });
      return;
    case 'deleteService':
      deleteService(sim, objectKey(ev.namespace, ev.name), kubectl);
      wrote({ verb: 'delete', resource: 'Service', namespace: ev.namespace, name: ev.name });
      return;
    case 'restartApiserver': {
      if (!sim.input.apiserver) return;
      const n = sim.state.apiserver.replicas.length;
      sim.record(
        'kubectl',
        ev.replica === undefined
          ? { kind: 'apiserverRestart', replicas: n }
          : { kind: 'apiserverRestart', replicas: 1, replica: ev.replica },
      );
      restartApiserver(sim, ev.replica);
      return;
    }
    case 'restartAgent':
      // A DaemonSet change recreates the agent pod on every node (or on the one named).
      for (let k = 0; k < sim.nodeCount; k++) {
        if (ev.node === undefined || ev.node === k)
          sim.onNode(k, () => agentStart(sim, ev.cause, ev.apiserverAddress, true));
      }
      return;
    case 'connect':
      sim.onNode(ev.node ?? 0, () => {
        const r = connect(sim, ev.to, ev.client);
        sim.emit('connects', r);
        sim.record('client', { kind: 'connect', by: 'client', connect: r });
      });
      return;
  }
}

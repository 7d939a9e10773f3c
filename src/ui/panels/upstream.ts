import type { StepKind } from '../../model/trace';

const CILIUM = 'https://github.com/cilium/cilium/blob/v1.18.6';
const K8S = 'https://github.com/kubernetes/kubernetes/blob/v1.34.0';

export interface SourceLink {
  label: string;
  href: string;
}

const L = {
  reflector: {
    label: 'pkg/loadbalancer/reflectors/k8s.go',
    href: `${CILIUM}/pkg/loadbalancer/reflectors/k8s.go`,
  },
  writer: { label: 'pkg/loadbalancer/writer/writer.go', href: `${CILIUM}/pkg/loadbalancer/writer/writer.go` },
  backend: { label: 'pkg/loadbalancer/backend.go', href: `${CILIUM}/pkg/loadbalancer/backend.go` },
  bpf: {
    label: 'pkg/loadbalancer/reconciler/bpf_reconciler.go',
    href: `${CILIUM}/pkg/loadbalancer/reconciler/bpf_reconciler.go`,
  },
  sock: { label: 'bpf/bpf_sock.c', href: `${CILIUM}/bpf/bpf_sock.c` },
  lease: {
    label: 'pkg/controlplane/reconcilers/lease.go',
    href: `${K8S}/pkg/controlplane/reconcilers/lease.go`,
  },
  controller: {
    label: 'pkg/controlplane/controller/kubernetesservice/controller.go',
    href: `${K8S}/pkg/controlplane/controller/kubernetesservice/controller.go`,
  },
  fix: { label: 'cilium/cilium#43620 (the fix)', href: 'https://github.com/cilium/cilium/pull/43620' },
  issue: { label: 'cilium/cilium#43619', href: 'https://github.com/cilium/cilium/issues/43619' },
} satisfies Record<string, SourceLink>;

/** The upstream code behind each kind of step. */
export const UPSTREAM: Record<StepKind, SourceLink[]> = {
  agentStart: [L.reflector],
  agentListed: [L.reflector],
  agentCrashLoop: [L.sock, L.issue],
  kubectlWrite: [L.reflector],
  apiserverRestart: [L.controller],
  replicaStop: [L.controller, L.lease],
  replicaStarted: [L.lease],
  sliceCleared: [L.lease, L.controller],
  sliceRestored: [L.lease],
  watchEvent: [L.reflector],
  watchDropped: [L.reflector],
  watchReconnected: [L.reflector],
  watchReconnectFailed: [L.sock],
  bufferFlush: [L.reflector, L.writer, L.backend, L.fix],
  bpfReconcile: [L.bpf],
  lbReconcile: [L.writer],
  annotationPatch: [L.reflector, L.writer],
  connect: [L.sock],
};

/** Upstream code and threads the story links to (Cilium v1.18.6, Kubernetes v1.34.0). */
export interface SourceLink {
  label: string;
  href: string;
}

const CILIUM = 'https://github.com/cilium/cilium/blob/v1.18.6';
const K8S = 'https://github.com/kubernetes/kubernetes/blob/v1.34.0';

export const SOURCES = {
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
  issue: { label: 'cilium/cilium#43619', href: 'https://github.com/cilium/cilium/issues/43619' },
  fix: { label: 'cilium/cilium#43620', href: 'https://github.com/cilium/cilium/pull/43620' },
  backport: { label: 'cilium/cilium#43777 (v1.18.7)', href: 'https://github.com/cilium/cilium/pull/43777' },
} satisfies Record<string, SourceLink>;

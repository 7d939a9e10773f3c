import type { GlossaryDefinitions } from './types';

/** What each glossary term means, in English: loaded with the glossary dialog, not with the first view. */
export const definitionsEn: GlossaryDefinitions = {
  endpointSlice:
    "A Kubernetes object that lists the addresses and ports behind a Service. Controllers keep it current; the apiserver writes `default/kubernetes`'s slice itself. Cilium turns each address × port into a backend.",
  serviceAddress:
    'The virtual address a Service is reached at: its ClusterIP, a NodePort on every node, or a LoadBalancer IP. Nothing listens on it; the node rewrites a connection to one of the backends.',
  frontend:
    "Cilium's record of one Service address and port, in its in-memory tables. It carries the backends it was last refreshed with: a frozen snapshot, not a live view of the backends table.",
  backend:
    'One address:port/protocol that serves traffic. Every Service whose EndpointSlices list it shares the same row in the backends table.',
  instance:
    "A backend row's note that one Service uses it, keyed by BackendInstanceKey: the Service's name bytes and a source priority. Releasing a backend for a Service deletes that Service's instances, found by a byte-prefix lookup: that lookup is the bug.",
  revNat:
    'Reverse NAT: the ID Cilium gives each frontend so that replies from a backend are rewritten back to the Service address. `cilium bpf lb list` prints it in parentheses.',
  socketLb:
    "Cilium's socket-level load balancer: an eBPF program on the `connect()` system call that turns a connection to a Service address into one to a backend, on the node, before any packet is sent. With count 0 it rejects the call (“operation not permitted”).",
  kubeProxyReplacement:
    "The mode in which Cilium, not kube-proxy, implements Service load balancing with eBPF. This incident needs it: the faulty release is in Cilium's own load-balancing control plane.",
  clb: "Tencent Cloud's load balancer, created for a LoadBalancer Service. kubernetes-intranet's CLB address 10.15.1.8 was the agents' apiserver address; once Cilium programs that address, a node's connections to it go through the socket-LB and never reach the CLB.",
  lbMap:
    'The kernel maps the socket-LB reads: per frontend a master entry (slot 0, holding the backend count) and one slot per backend. They live in the kernel and survive agent restarts.',
  statedb:
    "The agent's in-memory, transactional tables (services, frontends, backends). They are lost when the agent restarts and rebuilt from the apiserver.",
  reflector:
    'The agent component that watches Services and EndpointSlices and writes them into its tables, batching events in a buffer that it flushes every 500 ms in one write transaction.',
  apiserver:
    "The Kubernetes control plane's front door: every component reads and writes cluster objects through it. This cluster ran three replicas behind `default/kubernetes` (169.254.128.7:60002) and behind the `kubernetes-intranet` CLB (10.15.1.8:443).",
  lease:
    "Each apiserver replica keeps a lease key in etcd for the address it advertises, and `default/kubernetes`'s EndpointSlice lists the addresses with live leases. Here every replica advertises 169.254.128.7, so they share one lease: a replica that stops deletes it and writes the slice empty; the others restore it within 10 s.",
  serviceController:
    "A controller that keeps LoadBalancer Services in step with the cloud (here Tencent Cloud's CLB). When its watch reconnects it re-reconciles those Services and patches their annotations, and that write made Cilium refresh `kubernetes-intranet`'s frontends.",
  watch:
    'A long-lived apiserver request that streams every change to a kind of object. The agent watches Services and EndpointSlices; when its apiserver goes away the watch breaks and is restarted, with a back-off.',
  reconcile:
    'To compare what should be with what is and fix the difference. The BPF reconciler writes the frontends table into the kernel maps; a re-reconciled Service gets all of its frontends rewritten, with whatever backends they have now.',
  masterEntry:
    "A frontend's layout in the BPF LB map: slot 0 is the master entry, holding the backend count; slots 1…count each hold one backend. A master entry with count 0 and no slots is what `cilium bpf lb list` showed on the broken nodes.",
  eperm:
    "The error the `connect()` system call returns when the socket-LB finds a Service address with no backends: the connection is refused on the node itself, no packet leaves. Hence the agents' `connect: operation not permitted`.",
  crashLoop:
    'The state of a pod whose container keeps exiting: Kubernetes restarts it after ever longer pauses (up to 5 minutes). The agents exited because they could not reach the apiserver, and could not fix the entry that blocked them without it.',
  ebpf: "Small programs the kernel runs at hooks such as a socket's `connect()`, with maps for their data. Cilium's load balancing is eBPF programs reading the LB map.",
  tke: "Tencent Kubernetes Engine, Tencent Cloud's managed Kubernetes: the cluster of this incident. Its `kubernetes-intranet` Service gives nodes an intranet CLB address for the apiserver.",
};

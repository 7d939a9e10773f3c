import type { GlossaryEntry } from './types';

/** Latin terms: not part of a longer word or identifier. */
const w = (alts: string) => new RegExp(`(?<![\\w-])(?:${alts})(?![\\w-])`);

export const glossaryEn: GlossaryEntry[] = [
  {
    id: 'endpointSlice',
    term: 'EndpointSlice',
    match: w('EndpointSlices?'),
    definition:
      "A Kubernetes object that lists the addresses and ports behind a Service. Controllers keep it current; the apiserver writes `default/kubernetes`'s slice itself. Cilium turns each address × port into a backend.",
  },
  {
    id: 'serviceAddress',
    term: 'Service address (VIP)',
    match: w('VIPs?|ClusterIPs?'),
    definition:
      'The virtual address a Service is reached at: its ClusterIP, a NodePort on every node, or a LoadBalancer IP. Nothing listens on it; the node rewrites a connection to one of the backends.',
  },
  {
    id: 'frontend',
    term: 'frontend',
    match: w('frontends?'),
    definition:
      "Cilium's record of one Service address and port, in its in-memory tables. It carries the backends it was last refreshed with: a frozen snapshot, not a live view of the backends table.",
  },
  {
    id: 'backend',
    term: 'backend',
    match: w('backends?'),
    definition:
      'One address:port/protocol that serves traffic. Every Service whose EndpointSlices list it shares the same row in the backends table.',
  },
  {
    id: 'instance',
    term: 'backend instance',
    match: w('instances?'),
    definition:
      "A backend row's note that one Service uses it, keyed by BackendInstanceKey: the Service's name bytes and a source priority. Releasing a backend for a Service deletes that Service's instances, found by a byte-prefix lookup: that lookup is the bug.",
  },
  {
    id: 'revNat',
    term: 'rev-NAT',
    match: w('rev-NAT'),
    definition:
      'Reverse NAT: the ID Cilium gives each frontend so that replies from a backend are rewritten back to the Service address. `cilium bpf lb list` prints it in parentheses.',
  },
  {
    id: 'socketLb',
    term: 'socket-LB',
    match: w('socket-LB'),
    definition:
      "Cilium's socket-level load balancer: an eBPF program on the `connect()` system call that turns a connection to a Service address into one to a backend, on the node, before any packet is sent. With count 0 it rejects the call (“operation not permitted”).",
  },
  {
    id: 'kubeProxyReplacement',
    term: 'kube-proxy replacement',
    match: w('kube-proxy replacement|kubeProxyReplacement'),
    definition:
      "The mode in which Cilium, not kube-proxy, implements Service load balancing with eBPF. This incident needs it: the faulty release is in Cilium's own load-balancing control plane.",
  },
  {
    id: 'clb',
    term: 'CLB (cloud load balancer)',
    match: w('cloud load balancer|cloud LB|CLB'),
    definition:
      "Tencent Cloud's load balancer, created for a LoadBalancer Service. kubernetes-intranet's CLB address 10.15.1.8 was the agents' apiserver address; once Cilium programs that address, a node's connections to it go through the socket-LB and never reach the CLB.",
  },
  {
    id: 'lbMap',
    term: 'BPF LB map',
    match: w('LB map|BPF maps?'),
    definition:
      'The kernel maps the socket-LB reads: per frontend a master entry (slot 0, holding the backend count) and one slot per backend. They live in the kernel and survive agent restarts.',
  },
  {
    id: 'statedb',
    term: 'statedb',
    match: w('statedb'),
    definition:
      "The agent's in-memory, transactional tables (services, frontends, backends). They are lost when the agent restarts and rebuilt from the apiserver.",
  },
  {
    id: 'reflector',
    term: 'reflector',
    match: w('reflector'),
    definition:
      'The agent component that watches Services and EndpointSlices and writes them into its tables, batching events in a buffer that it flushes every 500 ms in one write transaction.',
  },
];

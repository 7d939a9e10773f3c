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
  orphanBackend:
    "An address (ip:port/protocol) that an EndpointSlice held the last time the agent processed it and holds no more. The reflector remembers each slice's addresses, works out the orphans on every update and hands each to `backendRelease` for the slice's Service. Here the `endpoints: null` write made `169.254.128.7:60002/TCP` an orphan of `default/kubernetes`, and the buggy prefix lookup released `default/kubernetes-intranet`'s instance on that backend too.",
  revNat:
    'Reverse NAT: the ID Cilium gives each frontend so that replies from a backend are rewritten back to the Service address. `cilium bpf lb list` prints it in parentheses.',
  socketLb:
    "Cilium's socket-level load balancer: an eBPF program on the `connect()` system call that turns a connection to a Service address into one to a backend, on the node, before any packet is sent. When the entry has count 0 it rejects the call: EPERM (“operation not permitted”) on kernels before 5.18, as in this incident; newer kernels report EHOSTUNREACH (inferred).",
  kubeProxyReplacement:
    "The mode in which Cilium, not kube-proxy, translates connections to Service addresses, with eBPF programs such as the socket-LB. The faulty release happens in the agent's load-balancing tables whatever the mode (inferred from the code). Kube-proxy replacement is what made it this outage: with it, the socket-LB answers every connect to the VIP from the damaged BPF entry. Where kube-proxy translates Services instead, those connects go through kube-proxy's rules: such a cluster is possibly affected, not known to be safe (inferred).",
  clb: "Tencent Cloud's load balancer, created for a LoadBalancer Service. kubernetes-intranet's CLB address 10.15.1.8 was the agents' apiserver address; once Cilium programs that address, a node's connections to it go through the socket-LB and never reach the CLB.",
  lbMap:
    'The kernel maps the socket-LB reads: per frontend a master entry (slot 0, holding the backend count) and one slot per backend. They live in the kernel and survive agent restarts.',
  statedb:
    "The agent's in-memory, transactional tables (services, frontends, backends). They are lost when the agent restarts and rebuilt from the apiserver.",
  reflector:
    'The agent component that watches Services and EndpointSlices and writes them into its tables, batching events in a buffer that it flushes in one write transaction every 500 ms (or as soon as 500 events wait).',
  apiserver:
    "The Kubernetes control plane's front door: every component reads and writes cluster objects through it. TKE runs several replicas; the write-up does not say how many, and the model uses three (inferred). Clients reach them through `default/kubernetes` (169.254.128.7:60002) or through the `kubernetes-intranet` CLB (10.15.1.8:443).",
  lease:
    "A key `/masterleases/<advertise-address>` in etcd with a 15 s TTL. Each kube-apiserver replica renews its own every 10 s, and `default/kubernetes`'s EndpointSlice lists the addresses whose key is alive. A replica that stops deletes its key at once and rewrites the slice from the keys that are left; the next renewal by a running replica brings the key, and the address, back.",
  advertiseAddress:
    "The address a kube-apiserver replica publishes as its own (`--advertise-address`): the address `default/kubernetes` sends clients to, and the name of the replica's lease key. TKE starts every replica with 169.254.128.7, a VIP in front of all of them, so they all renew one key, `/masterleases/169.254.128.7`. When any one replica stops and deletes that key, the lease reconciler sees no apiserver at all and empties the slice, although the others still run.",
  serviceController:
    "A controller that keeps LoadBalancer Services in step with the cloud (here Tencent Cloud's CLB). When its watch reconnects it re-reconciles those Services and patches their annotations, and that write made Cilium refresh `kubernetes-intranet`'s frontends.",
  watch:
    'A long-lived apiserver request that streams every change to a kind of object. The agent watches Services and EndpointSlices; when its apiserver goes away the watch breaks and is restarted, with a back-off.',
  listWatch:
    "How client-go keeps a copy of a kind of object: it lists them all once, notes the list's resourceVersion, then watches for changes after it. A broken watch resumes from the last resourceVersion seen; if the apiserver no longer has it, it answers `410 Gone` and the client lists everything again (a relist), which re-delivers every object, changed or not. The agent and the service-controller both work this way. Which of the two the incident's agent did is not known: the model resumes, as the write-up's debug log suggests (inferred); a preset shows the relist.",
  reconcile:
    'To compare what should be with what is and fix the difference. The BPF reconciler writes the frontends table into the kernel maps; a re-reconciled Service gets all of its frontends rewritten, with whatever backends they have now.',
  masterEntry:
    "A frontend's layout in the BPF LB map: slot 0 is the master entry, holding the backend count; slots 1…count each hold one backend. A master entry with count 0 and no slots is what `cilium bpf lb list` showed on the broken nodes.",
  nonRoutable:
    "Two meanings. The flag: `cilium bpf lb list` prints `non-routable` on every entry not marked routable, which upstream (`bpf/lib/lb.h`) defines as neither a `0.0.0.0:<nodePort>` surrogate nor a ClusterIP-only address. So every ClusterIP and surrogate entry carries it, healthy or not, and it says nothing about backends: the broken VIP entry of this incident printed `[LoadBalancer]`. What was broken is count 0 with no backend slots. The everyday sense, used by the write-up and by this app's name: an address with nothing behind it to route to.",
  eperm:
    "The error the `connect()` system call returns when the socket-LB finds a Service address with no backends, on a kernel without `bpf_set_retval` (before 5.18): the connection is refused on the node itself, no packet leaves. Hence the agents' `connect: operation not permitted`. Newer kernels would report EHOSTUNREACH instead (inferred).",
  crashLoop:
    'The state of a pod whose container keeps exiting: Kubernetes restarts it after ever longer pauses (up to 5 minutes). The agents exited because they could not reach the apiserver, and could not fix the entry that blocked them without it.',
  ebpf: "Small programs the kernel runs at hooks such as a socket's `connect()`, with maps for their data. Cilium's load balancing is eBPF programs reading the LB map.",
  tke: "Tencent Kubernetes Engine, Tencent Cloud's managed Kubernetes: the cluster of this incident. Its `kubernetes-intranet` Service gives nodes an intranet CLB address for the apiserver.",
};

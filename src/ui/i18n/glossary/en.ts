import type { GlossaryEntry } from './types';

/** Latin terms: not part of a longer word or identifier. */
const w = (alts: string) => new RegExp(`(?<![\\w-])(?:${alts})(?![\\w-])`);

export const glossaryEn: GlossaryEntry[] = [
  {
    id: 'endpointSlice',
    term: 'EndpointSlice',
    match: w('EndpointSlices?'),
  },
  {
    id: 'serviceAddress',
    term: 'Service address (VIP)',
    match: w('VIPs?|ClusterIPs?'),
  },
  {
    id: 'frontend',
    term: 'frontend',
    match: w('frontends?'),
  },
  {
    id: 'backend',
    term: 'backend',
    match: w('backends?'),
  },
  {
    id: 'instance',
    term: 'backend instance',
    match: w('instances?'),
  },
  {
    id: 'orphanBackend',
    term: 'orphan backend',
    match: w('orphan(?:ed|s)?(?: backends?)?'),
  },
  {
    id: 'revNat',
    term: 'rev-NAT',
    match: w('rev-NAT'),
  },
  {
    id: 'socketLb',
    term: 'socket-LB',
    match: w('socket-LB'),
  },
  {
    id: 'kubeProxyReplacement',
    term: 'kube-proxy replacement',
    match: w('kube-proxy replacement|kubeProxyReplacement'),
  },
  {
    id: 'clb',
    term: 'CLB (cloud load balancer)',
    match: w('cloud load balancer|cloud LB|CLB'),
  },
  {
    id: 'lbMap',
    term: 'BPF LB map',
    match: w('LB map|BPF maps?'),
  },
  {
    id: 'statedb',
    term: 'statedb',
    match: w('statedb'),
  },
  {
    id: 'reflector',
    term: 'reflector',
    match: w('reflector'),
  },
  {
    id: 'apiserver',
    term: 'apiserver (kube-apiserver)',
    match: w('kube-apiserver|apiserver|API server'),
  },
  {
    id: 'lease',
    term: 'etcd lease (/masterleases/…)',
    match: w('leases?'),
  },
  {
    id: 'advertiseAddress',
    term: 'advertise address (--advertise-address)',
    match: w('advertise[- ]address(?:es)?|advertis(?:e|es|ed|ing)'),
  },
  {
    id: 'serviceController',
    term: 'service-controller',
    match: w('service-controller|kubernetes-service controller'),
  },
  {
    id: 'watch',
    term: 'watch',
    match: new RegExp('(?<![\\w-])(?<!to )watch(?:es|ed)?(?![\\w-])'),
  },
  {
    id: 'listWatch',
    term: 'ListWatch (list, then watch)',
    match: w('ListWatch|list-watch(?:es)?|list-then-watch|re-?list(?:s|ed|ing)?'),
  },
  {
    id: 'reconcile',
    term: 'reconcile',
    match: w('re-reconcil(?:e|ed|es|ing)|reconcil(?:e|ed|es|er|ing|iation)'),
  },
  {
    id: 'masterEntry',
    term: 'master entry and slots',
    match: w('master entr(?:y|ies)|slots?'),
  },
  {
    id: 'nonRoutable',
    term: 'non-routable: the flag, and the everyday sense',
    match: w('non-routable'),
  },
  {
    id: 'eperm',
    term: 'EPERM (“operation not permitted”)',
    match: w('EPERM|operation not permitted'),
  },
  {
    id: 'crashLoop',
    term: 'CrashLoopBackOff',
    match: w('CrashLoopBackOff|crash[- ]loop(?:s|ing)?'),
  },
  {
    id: 'ebpf',
    term: 'eBPF',
    match: w('eBPF'),
  },
  {
    id: 'tke',
    term: 'TKE',
    match: w('TKE'),
  },
];

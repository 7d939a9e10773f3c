import type { GlossaryEntry } from './types';

const w = (alts: string) => new RegExp(`(?<![\\w-])(?:${alts})(?![\\w-])`);

export const glossaryZh: GlossaryEntry[] = [
  {
    id: 'endpointSlice',
    term: 'EndpointSlice',
    match: w('EndpointSlice'),
  },
  {
    id: 'serviceAddress',
    term: 'Service 地址（VIP）',
    match: w('VIP|ClusterIP'),
  },
  {
    id: 'frontend',
    term: 'frontend',
    match: w('frontend'),
  },
  {
    id: 'backend',
    term: 'backend',
    match: w('backend'),
  },
  {
    id: 'instance',
    term: '后端实例（instance）',
    match: /实例/,
  },
  {
    id: 'orphanBackend',
    term: '孤儿 backend',
    match: /孤儿 backend|孤儿|(?<![\w-])orphans?(?![\w-])/,
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
    term: 'kube-proxy 替代（kube-proxy replacement）',
    match: w('kube-proxy 替代|kubeProxyReplacement'),
  },
  {
    id: 'clb',
    term: 'CLB（云负载均衡）',
    match: /云负载均衡|云 LB|CLB/,
  },
  {
    id: 'lbMap',
    term: 'BPF LB map',
    match: /LB map|BPF map/,
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
    term: 'apiserver（kube-apiserver）',
    match: w('kube-apiserver|apiserver|API server'),
  },
  {
    id: 'lease',
    term: 'etcd lease（/masterleases/…）',
    match: w('lease'),
  },
  {
    id: 'advertiseAddress',
    term: '通告地址（--advertise-address）',
    match: /通告地址|通告/,
  },
  {
    id: 'serviceController',
    term: 'service-controller',
    match: w('service-controller'),
  },
  {
    id: 'watch',
    term: 'watch',
    match: w('watch'),
  },
  {
    id: 'listWatch',
    term: 'ListWatch（先 list，再 watch）',
    match: /(?<![\w-])(?:ListWatch|list-watch|re-?list)(?![\w-])|重新 list/,
  },
  {
    id: 'reconcile',
    term: 'reconcile（对账）',
    match: w('reconciler|reconcile|重新对账|对账'),
  },
  {
    id: 'masterEntry',
    term: '主条目与 slot',
    match: w('主条目|slot'),
  },
  {
    id: 'nonRoutable',
    term: 'non-routable：标志位与日常说法',
    match: /(?<![\w-])non-routable(?![\w-])|无法路由/,
  },
  {
    id: 'eperm',
    term: 'EPERM（“operation not permitted”）',
    match: w('EPERM|operation not permitted'),
  },
  {
    id: 'crashLoop',
    term: 'CrashLoopBackOff',
    match: w('CrashLoopBackOff'),
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

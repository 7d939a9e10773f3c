import type { GlossaryDefinitions } from './types';

/** What each glossary term means, in 中文: loaded with the glossary dialog, not with the first view. */
export const definitionsZh: GlossaryDefinitions = {
  endpointSlice:
    '列出某个 Service 背后地址和端口的 Kubernetes 对象。通常由控制器维护；`default/kubernetes` 的 slice 由 apiserver 自己写入。Cilium 把其中每个“地址 × 端口”变成一个 backend。',
  serviceAddress:
    '访问 Service 用的虚拟地址：ClusterIP、每个节点上的 NodePort，或 LoadBalancer IP。没有进程监听它；节点会把连接改写到某个 backend。',
  frontend:
    'Cilium 内存表中对一个 Service 地址和端口的记录。它保存的是上次刷新时的 backend 列表：一份冻结的快照，而不是 backends 表的实时视图。',
  backend:
    '一个提供服务的“地址:端口/协议”。凡是 EndpointSlice 里列出它的 Service，都共用 backends 表中的同一行。',
  instance:
    'backend 行上“某个 Service 在用它”的记录，以 BackendInstanceKey 为键：Service 名称的字节加上数据源优先级。为某个 Service 释放 backend 时，会删除该 Service 的实例，而查找实例用的是字节前缀匹配：bug 就在这里。',
  revNat:
    '反向 NAT：Cilium 为每个 frontend 分配的 ID，用于把 backend 的回包改写回 Service 地址。`cilium bpf lb list` 在括号中显示它。',
  socketLb:
    'Cilium 的 socket 级负载均衡：挂在 `connect()` 系统调用上的 eBPF 程序，在节点上、发出任何数据包之前，就把访问 Service 地址的连接改成访问某个 backend。count 为 0 时它直接拒绝调用（“operation not permitted”）。',
  kubeProxyReplacement:
    '由 Cilium 而不是 kube-proxy 用 eBPF 实现 Service 负载均衡的模式。本次故障依赖它：出错的释放逻辑位于 Cilium 自己的负载均衡控制面。',
  clb: '腾讯云为 LoadBalancer 类型 Service 创建的负载均衡。kubernetes-intranet 的 CLB 地址 10.15.1.8 正是 agent 配置的 apiserver 地址；一旦 Cilium 下发了这个地址，节点上访问它的连接就由 socket-LB 处理，根本到不了 CLB。',
  lbMap:
    'socket-LB 读取的内核 map：每个 frontend 一个主条目（slot 0，记录 backend 数量），每个 backend 各占一个 slot。它们在内核中，agent 重启后依然存在。',
  statedb:
    'agent 内存中的事务型数据表（services、frontends、backends）。agent 重启即丢失，需要从 apiserver 重建。',
  reflector:
    'agent 中监听 Service 和 EndpointSlice 并写入数据表的组件。它把事件攒在缓冲区里，每 500 ms 在一个写事务中统一刷新。',
  apiserver:
    'Kubernetes 控制面的入口：所有组件都通过它读写集群对象。这个集群有三个副本，分别经由 `default/kubernetes`（169.254.128.7:60002）和 `kubernetes-intranet` 的 CLB（10.15.1.8:443）访问。',
  lease:
    '每个 apiserver 副本都在 etcd 中为自己通告的地址保持一个 lease key，`default/kubernetes` 的 EndpointSlice 列出 lease 仍有效的地址。这里每个副本都通告 169.254.128.7，因此共用一个 lease：停止的副本会删除它并把 slice 写空；其余副本会在 10 秒内把它恢复。',
  serviceController:
    '让 LoadBalancer 类型的 Service 与云上资源（这里是腾讯云 CLB）保持一致的控制器。它的 watch 重连后会重新协调这些 Service 并 patch 它们的 annotation，正是这次写入让 Cilium 刷新了 `kubernetes-intranet` 的 frontend。',
  watch:
    '对 apiserver 的长连接请求，持续推送某类对象的每一次变化。agent 会 watch Service 和 EndpointSlice；apiserver 不可用时 watch 断开，随后按退避策略重建。',
  reconcile:
    '比较“应该是什么”与“实际是什么”，并消除差异。BPF reconciler 把 frontends 表写入内核 map；被重新协调的 Service，其所有 frontend 都会按当下拥有的 backend 重写一遍。',
  masterEntry:
    'frontend 在 BPF LB map 中的布局：slot 0 是主条目，记录 backend 数量（count）；slot 1…count 各存一个 backend。count 为 0 且没有 slot 的主条目，正是故障节点上 `cilium bpf lb list` 显示的样子。',
  eperm:
    '当 socket-LB 发现某个 Service 地址没有 backend 时，`connect()` 系统调用返回的错误：连接在节点本地就被拒绝，没有任何数据包发出。agent 日志里的 `connect: operation not permitted` 就来自这里。',
  crashLoop:
    '容器反复退出的 Pod 所处的状态：Kubernetes 会在越来越长的间隔（最长 5 分钟）后重启它。agent 因为连不上 apiserver 而退出，而没有 apiserver，它又无法修复挡住自己的那个条目。',
  ebpf: '内核在特定挂载点（例如 socket 的 `connect()`）运行的小程序，配有存放数据的 map。Cilium 的负载均衡就是读取 LB map 的 eBPF 程序。',
  tke: '腾讯云容器服务（TKE），本次事故所在的托管 Kubernetes。它的 `kubernetes-intranet` Service 为节点提供访问 apiserver 的内网 CLB 地址。',
};

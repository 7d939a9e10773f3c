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
  orphanBackend:
    'EndpointSlice 在 agent 上次处理时还持有、现在不再持有的地址（IP:端口/协议）。reflector 记住每个 slice 的地址，每次更新时算出孤儿 backend，逐个交给 `backendRelease`，替该 slice 的 Service 释放。这里那次 `endpoints: null` 的写入让 `169.254.128.7:60002/TCP` 成了 `default/kubernetes` 的孤儿 backend，而有缺陷的前缀查找把 `default/kubernetes-intranet` 在这个 backend 上的实例也释放了。',
  revNat:
    '反向 NAT：Cilium 为每个 frontend 分配的 ID，用于把 backend 的回包改写回 Service 地址。`cilium bpf lb list` 在括号中显示它。',
  socketLb:
    'Cilium 的 socket 级负载均衡：挂在 `connect()` 系统调用上的 eBPF 程序，在节点上、发出任何数据包之前，就把访问 Service 地址的连接改成访问某个 backend。条目 count 为 0 时它直接拒绝调用：在 5.18 之前的内核上返回 EPERM（“operation not permitted”），本次故障就是如此；更新的内核返回 EHOSTUNREACH（推断）。',
  kubeProxyReplacement:
    '由 Cilium 而不是 kube-proxy 用 eBPF 程序（例如 socket-LB）转换访问 Service 地址的连接的模式。出错的释放发生在 agent 的负载均衡表里，与 kube-proxy 模式无关（根据代码推断）。让它变成这次故障的是 kube-proxy 替代：开启后，socket-LB 按那个受损的 BPF 条目应答每一次访问 VIP 的 connect。如果由 kube-proxy 负责 Service 转换，这些 connect 会走 kube-proxy 的规则：这样的集群“可能受影响”，而不是“安全”（推断）。',
  clb: '腾讯云为 LoadBalancer 类型 Service 创建的负载均衡。kubernetes-intranet 的 CLB 地址 10.15.1.8 正是 agent 配置的 apiserver 地址；一旦 Cilium 下发了这个地址，节点上访问它的连接就由 socket-LB 处理，根本到不了 CLB。',
  lbMap:
    'socket-LB 读取的内核 map：每个 frontend 一个主条目（slot 0，记录 backend 数量），每个 backend 各占一个 slot。它们在内核中，agent 重启后依然存在。',
  statedb:
    'agent 内存中的事务型数据表（services、frontends、backends）。agent 重启即丢失，需要从 apiserver 重建。',
  reflector:
    'agent 中监听 Service 和 EndpointSlice 并写入数据表的组件。它把事件攒在缓冲区里，每 500 ms（或攒满 500 个事件时立即）在一个写事务中统一刷新。',
  apiserver:
    'Kubernetes 控制面的入口：所有组件都通过它读写集群对象。TKE 以多副本方式运行它；排查文没有给出副本数，模型用的是三个（推断）。客户端经由 `default/kubernetes`（169.254.128.7:60002）或 `kubernetes-intranet` 的 CLB（10.15.1.8:443）访问它们。',
  lease:
    'etcd 中的一个 key：`/masterleases/<advertise-address>`，TTL 为 15 秒。每个 kube-apiserver 副本每 10 秒续约自己的 key，`default/kubernetes` 的 EndpointSlice 列出 key 仍然有效的地址。停止的副本会立即删除自己的 key，并按剩下的 key 重写 slice；运行中的副本下一次续约时，key 和地址才会回来。',
  advertiseAddress:
    'kube-apiserver 副本对外公布的自身地址（`--advertise-address`）：`default/kubernetes` 把客户端指向这个地址，副本的 lease key 也以它命名。TKE 的每个副本都以 169.254.128.7 启动，这是挡在所有副本前面的一个 VIP，所以它们续约的是同一个 key：`/masterleases/169.254.128.7`。任何一个副本停止并删除这个 key，lease reconciler 就认为一个 apiserver 都没有了，于是清空 slice，尽管其余副本仍在运行。',
  serviceController:
    '让 LoadBalancer 类型的 Service 与云上资源（这里是腾讯云 CLB）保持一致的控制器。它的 watch 重连后会重新对账这些 Service 并 patch 它们的注解，正是这次写入让 Cilium 刷新了 `kubernetes-intranet` 的 frontend。',
  watch:
    '对 apiserver 的长连接请求，持续推送某类对象的每一次变化。agent 会 watch Service 和 EndpointSlice；apiserver 不可用时 watch 断开，随后按退避策略重建。',
  listWatch:
    'client-go 维护某类对象本地副本的方式：先 list 全部对象，记下这次 list 的 resourceVersion，再从这个版本之后开始 watch 变化。watch 断开后，它从见过的最后一个 resourceVersion 继续；如果 apiserver 已经没有这个版本，就返回 `410 Gone`，客户端只好重新 list 全部对象（re-list），每个对象都会重新投递一遍，不论是否变化。agent 和 service-controller 都是这样工作的。故障中的 agent 走的是哪一种并不确定：模型按排查文的调试日志所示继续 watch（推断）；另有一个预设演示 re-list。',
  reconcile:
    '比较“应该是什么”与“实际是什么”，并消除差异（排查文称之为对账）。BPF reconciler 把 frontends 表写入内核 map；被重新对账的 Service，其所有 frontend 都会按当下拥有的 backend 重写一遍。',
  masterEntry:
    'frontend 在 BPF LB map 中的布局：slot 0 是主条目，记录 backend 数量（count）；slot 1…count 各存一个 backend。count 为 0 且没有 slot 的主条目，正是故障节点上 `cilium bpf lb list` 显示的样子。',
  nonRoutable:
    '有两种含义。作为标志位：`cilium bpf lb list` 会在每个未标记为可路由（`routable`）的条目上打印 `non-routable`；上游（`bpf/lib/lb.h`）对可路由的定义是：既不是 `0.0.0.0:<nodePort>` 这种通配条目（`surrogate`），也不是仅限集群内的 ClusterIP。所以每个 ClusterIP 条目和通配条目都带着它，无论健康与否，它也与 backend 无关：本次故障里坏掉的 VIP 条目打印的是 `[LoadBalancer]`。真正的故障是 count 为 0、没有任何 backend slot。日常说法（排查文和本应用的名字用的都是这个意思）：一个地址背后没有任何可以转发到的目标，即“无法路由”。',
  eperm:
    '当 socket-LB 发现某个 Service 地址没有 backend、而内核又没有 `bpf_set_retval`（5.18 之前）时，`connect()` 系统调用返回的错误：连接在节点本地就被拒绝，没有任何数据包发出。agent 日志里的 `connect: operation not permitted` 就来自这里。更新的内核会改为返回 EHOSTUNREACH（推断）。',
  crashLoop:
    '容器反复退出的 Pod 所处的状态：Kubernetes 会在越来越长的间隔（最长 5 分钟）后重启它。agent 因为连不上 apiserver 而退出，而没有 apiserver，它又无法修复挡住自己的那个条目。',
  ebpf: '内核在特定挂载点（例如 socket 的 `connect()`）运行的小程序，配有存放数据的 map。Cilium 的负载均衡就是读取 LB map 的 eBPF 程序。',
  tke: '腾讯云容器服务（TKE），本次事故所在的托管 Kubernetes。它的 `kubernetes-intranet` Service 为节点提供访问 apiserver 的内网 CLB 地址。',
};

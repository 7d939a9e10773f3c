import type { TourStops } from './types';

/** The tour stops in 中文: loaded with the tour panel, not with the first view. */
export const tourStopsZh: TourStops = {
  crashloop: {
    title: '症状：所有 agent 都在 CrashLoopBackOff',
    body: [
      '一次例行的 `helm upgrade` 修改了 Cilium 的一项配置并重建了 cilium-agent pod，结果一个都没能起来：全部处于 CrashLoopBackOff。每个 pod 的 config 步骤都尝试连接 apiserver 一分钟，然后放弃。',
      '看 agent 的日志：它拨的地址是 `10.15.1.8:443`，也就是 `default/kubernetes-intranet` 的内网负载均衡；报错也不是超时。',
    ],
    question: 'agent 连接 apiserver 时，`connect()` 返回什么？',
    answer: '`operation not permitted`（EPERM），每 5 s 重试一次，持续一分钟。',
  },
  curl: {
    title: '数据包根本没有离开节点',
    body: [
      '在节点上手动用 curl 做同样的连接，也失败了。服务不可达会超时，端口关闭会被拒绝；而这里 0 ms 就以 “Operation not permitted” 失败：是内核自己拒绝了这次调用。',
      '开启 Cilium 的 kube-proxy 替代后，访问 Service 地址的 connect 由节点上的 socket-LB（一个 eBPF 程序）在发出任何数据包之前做决定。',
    ],
    question: 'curl 在失败之前等待了多久？',
    answer: '0 ms（“Immediate connect fail”）。什么都没有发出去：拒绝来自节点本身。',
  },
  bpf: {
    title: 'BPF map 中这个 VIP 没有 backend',
    body: [
      '`cilium bpf lb list` 显示 `default/kubernetes-intranet` 的三个地址（LoadBalancer VIP、NodePort 和 ClusterIP）都只有 count 为 0 的主条目，没有任何 backend slot。',
      '`db/show frontends` 的结果一致：agent 自己的表里这些 frontend 都没有 backend，状态却是 `Done`。',
      '三个条目中有两个还带着 `non-routable`，VIP 那条显示的是 `[LoadBalancer]`。这个标志位并不是故障所在：每个 ClusterIP 条目和 `0.0.0.0` 的 NodePort 条目都带着它，健康的也一样（看 `192.168.22.35:443/TCP`）。故障是 count 为 0、没有 slot 行。',
      '顺带一提，这不是 bug 本身：其余为空的条目属于 `default/kubernetes`，原因很普通。第三个副本（`kube-apiserver-2`）停止时又一次清空了它的 slice，而此时 agent 的 watch 正经由这个副本，已无法重连，也就收不到恢复。真正的受害者是 `default/kubernetes-intranet`，它的 slice 从未变过。',
    ],
    question: '`10.15.1.8:443/TCP` 有几个 backend slot？',
    answer: '一个都没有：只有 count 为 0 的主条目（slot 0），所以 socket-LB 会拒绝所有访问它的 connect。',
  },
  slice: {
    title: '而 EndpointSlice 好好的',
    body: [
      '该 Service 的 EndpointSlice `kubernetes-intranet-qxgk4` 存在，列着 `169.254.128.7` 的 60002 端口，也属于正确的 Service。',
      '审计日志里根本没有对它的写操作。Cilium 眼中的 Service 与 Kubernetes 对象不一致，而对象本身没有任何变化。',
    ],
    question: '此刻 intranet 的 EndpointSlice 里有 endpoint 吗？',
    answer: '有，`169.254.128.7`，好几天都没变过。Cilium 里空的 backend 列表不是来自这个 slice。',
  },
  hypothesis: {
    title: '第一个假设，以及规避办法',
    body: [
      'agent 当初为什么能启动？它还没下发任何东西时，这个 VIP 没有 BPF 条目：connect 离开节点，由云负载均衡转发。一旦 VIP 被下发，agent 自己的流量就由它自己的 map 决定。',
      '第一个猜测：如果 intranet 的 slice 被删除又重建，条目就会变空，agent 把自己锁在门外。这确实能复现——但这个 slice 从未被动过。规避办法依然有效：让 agent 使用 `169.254.128.7:60002`，一个不被任何 Service VIP 覆盖的地址。',
    ],
    question: 'agent 的第一次连接是怎么到达 apiserver 的？',
    answer: '经由云 LB：那时 `10.15.1.8:443` 还没有 BPF 条目，数据包离开了节点。',
  },
  specChange: {
    title: '复现：调整集群规格',
    body: [
      '经过多次尝试，终于找到能复现的操作：调整 TKE 集群规格。它会逐个替换 apiserver 副本，经过某个副本的所有 ListWatch 连接都会断开再重连。',
      '每次都只有部分节点出问题：这是第一个线索，说明 agent 内部的时序很关键。',
    ],
    question: '一个副本停止时，它承载的 watch 会怎样？',
    answer:
      '全部断开。agent 和 service-controller 会重连，service-controller 还会对每个 LoadBalancer Service 重新对账（模型中包括 `default/kubernetes`，这与最终版排查文不符：审计日志那一站会说明）。',
  },
  debugLogs: {
    title: 'reflector 里的调试日志',
    body: [
      '在 reflector 里加上调试日志后复现可以看到：有 `default/kubernetes-intranet` 的 Service 事件，却没有它的 EndpointSlice 事件；`default/kubernetes` 的 EndpointSlice 事件里 backend 为空。',
      '其中一次处理 `default/kubernetes` 时 backend 为空、`orphans` 却不为空：`UpsertAndReleaseBackends` 被要求释放 `169.254.128.7:60002/TCP`，正是两个 Service 共用的那个 backend。',
    ],
    question: 'agent 把哪个地址当作 `default/kubernetes` 的孤儿 backend 释放？',
    answer: '`169.254.128.7:60002/TCP`：intranet Service 用的也是这个 backend。',
  },
  audit: {
    title: '一次审计日志从未见过的写入',
    body: [
      '审计日志里能看到 service-controller 给 intranet Service 打 patch，也能看到 apiserver 更新 `default/kubernetes` 的 slice——却没有任何清空它的写操作。',
      '一个专门 watch 这个 slice 的小程序证明这次写入确实发生了：`endpoints: null`，`managedFields` 里的写入者是 kube-apiserver。它来自一个正在退出的副本。它为什么没有进入审计日志并没有被证实：排查文的解释是正在停止的 apiserver 已经不再记录，模型据此把它排除在审计日志之外（推断）。',
      '这里各个来源说法不一。最终版排查文说 `default/kubernetes` 这个 Service 本身没有任何操作；而中文初稿的调试日志显示，它是一个公网 LoadBalancer，带着 service-controller 的同步注解。模型以日志为准，所以这份审计日志里也有 service-controller 对 `default/kubernetes` 的 patch；这对 bug 没有影响，触发它只需要对 intranet 的那次 patch。',
    ],
    question: '清空 `default/kubernetes` 的那次写入在审计日志里吗？',
    answer: '不在。只有 watch 它的程序能看到；很可能是正在停止的 apiserver 已经不再记录（推断）。',
  },
  stop: {
    title: 'Stop() 删除了唯一的 lease',
    body: [
      '副本停止时，`Stop()` 用自己的通告地址调用 `RemoveEndpoints`：删除 etcd 里自己的 lease，再按剩下的 lease 对账 `default/kubernetes`。',
      'TKE 的每个副本都以 `--advertise-address=169.254.128.7` 运行，所以共用一个 lease key。任何一个副本停止都会把它删掉，对账随即写入空 slice，直到某个运行中的副本在最多 10 s 后把它恢复。',
      '排查文没有给出集群运行了几个副本；模型用的是三个（推断）。只要多于一个，表现都一样。',
    ],
    question: '为什么停掉一个副本，其余副本还在运行，slice 却空了？',
    answer: '所有副本通告同一个地址，所以只有一个 lease；它一删除，etcd 里就一个 apiserver 都没有了。',
  },
  prefix: {
    title: '字节前缀匹配',
    body: [
      '`backendRelease` 通过 `GetInstancesOfService(name)` 删除某个 Service 在 backend 上的实例，而这是一次对实例 key 的前缀查找。有缺陷的 key 在优先级为 0 时就是名称的字节，所以前缀 `default/kubernetes` 也会匹配到 `default/kubernetes-intranet`。',
      '两个实例都被删掉。intranet 的 frontend 继续保留冻结的快照，直到 service-controller 例行的注解 patch 触发刷新——这时它们读到的 backend 为 0。',
    ],
    question: '查找前缀匹配了 intranet key 的多少个字节？',
    answer: '`default/kubernetes` 的全部 18 个字节，也就是整个前缀；后面那个字节（`-`）根本不参与比较。',
  },
  minimal: {
    title: '最小复现',
    body: [
      '两个 Service：`test` 和 `test-extended`，endpoint 都是 `1.1.1.1:80`。清空 `test` 的 slice：`test-extended` 依然可用，因为它的 frontend 还没被刷新。',
      '给 `test-extended` 加个注解（任何 Service 更新都行），它的 ClusterIP 条目 `192.168.92.25:80/TCP` 就只剩 count 0，没有任何 backend slot：无处可转发。',
      '`cilium bpf lb list` 把它显示为 `[ClusterIP, non-routable]`，和这个 Service 正常工作时一样：每个 ClusterIP 条目都带着这个标志位，健康的也不例外。缺失的 slot 行才是故障。',
    ],
    question: '只清空了 `test` 的 slice，是什么让 `test-extended` 出了问题？',
    answer:
      '对 `test-extended` 自身的一次刷新，这里是一个注解：它的 frontend 重新读取 backends 表，而它的实例已经不在了。',
  },
  fix: {
    title: '修复',
    body: [
      'cilium/cilium#43620 让 `BackendInstanceKey.Key()` 在优先级为 0 时也在名称后加一个空格。`default/kubernetes␣` 不是 `default/kubernetes-intranet␣` 的前缀，释放就只作用于它自己的 Service。key 只存在于内存中，不需要迁移。',
      '受影响：Cilium v1.18.0 到 v1.18.6（根据代码推断）。要造成这种故障，需要 kube-proxy 替代：由它的 socket-LB 应答访问 VIP 的 connect；没有它，错误的释放照样发生（可能受影响，推断）。修复版本：v1.18.7（向后移植 #43777）和 v1.19.0-rc.0。这里两种运行并排播放。',
    ],
    question: '修复后的 key 多加了哪个字节？为什么这样就不再匹配？',
    answer: '名称后面的 0x20（空格）：查找前缀以空格结尾，而较长名称的 key 在这个位置是 `-`。',
  },
};

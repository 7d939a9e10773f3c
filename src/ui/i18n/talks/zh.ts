import type { TalkWords } from '../../../scenario/talk/shippedTalks';

export const talksZh: Record<'incident' | 'minimal', TalkWords> = {
  incident: {
    title: 'nonroutable：一个 EndpointSlice 如何让另一个 Service 变成黑洞',
    beats: {
      cluster: {
        caption: '一个 TKE 集群，Cilium 替代了 kube-proxy。两个 Service 共用同一个 backend。',
        note: 'default/kubernetes 和 default/kubernetes-intranet 都指向 169.254.128.7:60002。agent 通过 intranet 的 CLB 地址 10.15.1.8:443 访问 apiserver。此时所有 count 都是 1。',
      },
      curlOk: {
        caption: '访问 CLB 地址的连接根本不出节点：socket-LB 直接把它改写到 backend。',
        note: '这就是 kube-proxy 替代：对 Service 地址的 connect() 在内核里被改写。记住这一点：agent 自己也走这条路。',
      },
      specChange: {
        caption: '一次集群规格调整，逐个替换 apiserver 副本。',
        note: '团队多次尝试后才找到的触发方式。经过某个副本的每条 watch 都会断开重连。排查文没有给出副本数；模型用的是三个（推断）。',
      },
      lease: {
        caption: 'kube-apiserver-1 停止：Stop() 删除了所有副本共用的 lease。',
        note: '所有副本都以 --advertise-address=169.254.128.7 运行，所以只有一个 lease key。删掉它，etcd 看起来就像一个 apiserver 都没有了。',
      },
      cleared: {
        caption: '它把 default/kubernetes 写成 endpoints: null。审计日志里看不到这次写入。',
        note: '正在停止的副本可以写空列表，运行中的副本不会。团队只能自己写 watch 程序才看到它。审计日志为什么漏掉它属于推断：这个副本正在退出。恢复要等最多 10 s。',
      },
      release: {
        caption: 'Cilium 按字节前缀释放 backend：intranet 的实例也被删掉了。',
        note: 'backendRelease(169.254.128.7:60002, default/kubernetes) 调用 GetInstancesOfService，这是一次前缀查询。整行连同两个实例一起被删。指一下标着“前缀匹配”的那一项。',
      },
      keys: {
        caption:
          '原因：有缺陷的 key 就是名称的字节，而 default/kubernetes 恰好是 default/kubernetes-intranet 的前缀。',
        note: '逐字节看：18 字节的查找前缀与 intranet key 的开头完全相同。名称后面没有任何终止符。',
      },
      frozen: {
        caption: '表面上一切正常：intranet 的 frontend 保留着冻结的快照，BPF 里 count 仍是 1。',
        note: '只有 `db/show backends` 能看出实例丢了。slice 恢复后，backend 行重建时只剩 default/kubernetes 的实例。',
      },
      trigger: {
        caption: 'service-controller 给 kubernetes-intranet 打了一个注解 patch：一次例行的 Service 更新……',
        note: '每次重连后它都会这么做（sync-begin-time、sync-end-time）。任何 Service 更新都会让 frontend 按 backends 表重新计算。',
      },
      emptied: {
        caption: '……它的三个 BPF 条目被改写成 count 0，没有任何 backend slot。',
        note: 'intranet Service 的 LoadBalancer VIP、NodePort 和 ClusterIP 全部如此，而它的 EndpointSlice 仍然列着 169.254.128.7。其中两条显示 non-routable，健康的 ClusterIP 和 NodePort 条目也一样；VIP 那条显示 [LoadBalancer]。故障不在标志位，而在 count。',
      },
      eperm: {
        caption: 'curl 0 ms 就失败：“Operation not permitted”。数据包根本没有离开节点。',
        note: 'EPERM 说明内核没有 bpf_set_retval（5.18 之前），connect4 hook 只能这样失败；更新的内核会显示 EHOSTUNREACH（推断：排查文没有给出内核版本）。',
      },
      bpfList: {
        caption: '`cilium bpf lb list`：intranet Service 的三个主条目 count 为 0，没有任何 backend slot。',
        note: '排查文中在故障节点上看到的正是这三条。其余没有 backend slot 的条目属于 default/kubernetes：第三个副本（kube-apiserver-2）停止时又一次清空了它的 slice，而 agent 的 watch 正经由这个副本，随之断开且无法重连，再也没收到恢复。',
      },
      crashloop: {
        caption: '重启之后，agent 被自己的 BPF 条目挡在门外：CrashLoopBackOff。',
        note: '循环依赖：只有 apiserver 能修复这个条目，而这个条目挡住了 apiserver。规避办法：让 agent 直接使用 169.254.128.7:60002。',
      },
      fix: {
        caption: '修复（#43620）：每个 key 都以空格结尾。上面有缺陷，下面已修复：intranet 的实例被保留。',
        note: 'default/kubernetes␣ 不是 default/kubernetes-intranet␣ 的前缀。key 只存在内存中，无需迁移。',
      },
      fixedEnd: {
        caption: '修复后的 key 下什么都不会坏。受影响：v1.18.0–v1.18.6。已修复：v1.18.7 和 v1.19.0-rc.0。',
        note: '受影响的版本范围是根据代码推断的；v1.17 中需手动开启的负载均衡实现也有同样的写法。检查你们的集群：有没有某个 Service 的名称是另一个的字节前缀，且二者共用 endpoint。提问环节。',
      },
    },
  },
  minimal: {
    title: '最小复现：test 与 test-extended',
    beats: {
      setup: {
        caption: '两个 Service：test 与 test-extended，endpoint 都是 1.1.1.1:80。',
        note: '任意两个 Service，只要一个名称是另一个的字节前缀、且共用一个 ip:端口/协议即可。',
      },
      patch: {
        caption: '`kubectl patch endpointslices test -p \'{"endpoints": []}\'`',
        note: '只改了 test 的 slice，test-extended 没有被动过。',
      },
      release: {
        caption: '释放 test 的 backend 时，test-extended 的实例也被删掉了：前缀匹配。',
        note: '1.1.1.1:80 这一行连同两个实例一起被删。',
      },
      stillWorks: {
        caption: 'test-extended 依然可用：它的 frontend 保留着冻结的快照。',
        note: '所以在受害 Service 被刷新之前，破坏一直是看不见的。',
      },
      annotate: {
        caption: '给 test-extended 加个注解：任何 Service 更新都会刷新它的 frontend……',
        note: '`kubectl annotate service test-extended test=… --overwrite`',
      },
      emptied: {
        caption: '……192.168.92.25:80 只剩 count 0，没有 backend slot。',
        note: '主条目下面没有 slot 行。它的标志仍是 [ClusterIP, non-routable]，和健康时一样：每个 ClusterIP 条目都带着这个标志位。',
      },
      eperm: {
        caption: 'curl 立即失败：“Operation not permitted”。',
        note: 'EPERM 来自节点上的 socket-LB。',
      },
      fix: {
        caption: '修复后的 key：default/test␣ 不是 default/test-extended␣ 的前缀。',
        note: '一个字节 0x20 终止了名称。cilium/cilium#43620。',
      },
    },
  },
};

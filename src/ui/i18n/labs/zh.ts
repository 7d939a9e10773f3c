import type { LabsText } from './types';

/** 练习的中文文本：随练习面板加载，不随首屏加载。 */
export const labsZh: LabsText = {
  title: '练习',
  intro: '动手练习。每个练习会打开一个集群并给出目标，你每输入一条命令，模型都会检查目标是否达成。',
  progress: '已完成 {done}/{total}',
  solvedMark: '✓ 已完成',
  openMark: '尚未完成',
  back: '← 全部练习',
  close: '关闭',
  reset: '重置',
  resetHint: '从第一个时刻重新开始本练习',
  next: '下一个练习',
  why: '为什么重要',
  goal: '目标',
  status: { done: '✓ 目标达成：模型确认无误。', open: '○ 尚未达成' },
  notYet: '还差一点：',
  hint: '提示：',
  secondHint: '第二条提示：',
  showHint: '显示提示',
  showSolution: '显示参考解法',
  hideSolution: '隐藏参考解法',
  solutionNote: '“粘贴”把命令放进命令框，由你自己发送；“运行”则立即执行。',
  paste: '粘贴',
  run: '运行',
  moreLines: '以及后面 {n} 行（here-document）',
  stepLabel: '{action}：{line}',
  view: { buggy: '切换到有缺陷的 key', fixed: '切换到修复后的 key', compare: '对比两种 key' },
  tick: '勾选这些',
  toCommand: '转到命令框',
  noCommandBox: '命令框目前不在页面上：它位于时间线下方。',
  unknownLab: '没有名为“{id}”的练习。请从列表中选择。',
  storage: {
    blocked: '此浏览器不允许页面保存数据：练习仍可使用，但进度不会被保存。',
    full: '浏览器存储空间已满：练习仍可使用，但进度未能保存。',
    unreadable: '无法读取此浏览器中保存的进度，将从现在重新记录。',
  },
  predict: {
    legend: '哪些 Service 会失去后端？',
    check: '检查我的预测',
    locked: '集群已经改变，预测已关闭。重置后可重新预测。',
    right: '✓ 你的预测与模型一致。',
  },
  misses: {
    otherScenario: '页面显示的不是本练习的场景。请重置以重新开始本练习。',
    untouched: '还没有对集群做任何写入。',
    noSharedBackend:
      '这里没有两个这样的 Service：一个的名称是另一个的前缀，且二者的切片列出相同的地址和端口。',
    noCollateral: '还没有 Service 因前缀匹配的释放而失去实例（有缺陷的 key）。',
    notRefreshed:
      '`{service}` 已失去实例，但还没有任何操作刷新它的 frontend：它的 BPF 条目仍保留着旧的后端。',
    ownSliceEmpty: '`{service}` 的计数为 0，是因为它自己的 EndpointSlice 为空。这是正确的行为，并非缺陷。',
    predictFirst: '请先勾选你的预测并检查，且要在任何写入之前（如果集群已改变，请先重置）。',
    predictionWrong: '在七个 Service 中，模型与你有 {count} 个判断不同。',
    sliceNotEmptied: '预测正确。现在来证明它：清空 `default/api` 的 EndpointSlice。',
    notProven:
      '你预测的 Service 还没有全部变为计数 0（还剩 {count} 个）：请对每个 Service 做一次写入来刷新它。',
    targetHealthy: '`{service}` 仍然可以路由：它的每个 BPF 条目都有后端。',
    tooManyWrites: '这次用了 {count} 次写入，而目标最多允许 {max} 次。请重置后用更少的写入再试。',
    noRestart: 'apiserver 副本还没有重启：请运行 `restart apiserver`。',
    viaVip: '重启之后，agent 仍在连接某个 Service 的 VIP，它的连接由 socket-LB 决定：变通方案尚未生效。',
    disconnected: '重启之后，agent 与 apiserver 断开了连接。',
    stillBroken: '`{service}` 仍处于黑洞状态：它有一个 BPF 条目的计数为 0。',
    victimGone:
      '`{service}` 必须保留它的端点。被清空或删除后，它没有后端是理所当然的，这既不算黑洞，也不算修复。',
    fixedLost: '使用修复后的 key，`{service}` 也失去了实例，说明这些写入是有意移除它的：这不是那个缺陷。',
    lookFixed:
      '有缺陷的运行中，`{service}` 失去了实例。现在切换到修复后的 key（或对比视图），看看它是否被保留。',
  },
  labs: {
    'minimal-case': {
      title: '复现最小案例',
      story: [
        '事故复盘的作者没有等待下一次 apiserver 重启：他们在测试集群上用两个 Service 重现了这个缺陷。照做一遍就会明白，事故集群本身并没有什么特别之处。',
        '你从一个空集群开始：只有 `default/kubernetes` 和一个节点。命令框支持 `kubectl apply -f -`（会打开 YAML 输入框）、`kubectl patch`、`kubectl annotate` 和 `cilium-dbg bpf lb list`。',
      ],
      goal: '使用有缺陷的 key，让某个 EndpointSlice 仍列有端点的 Service 出现计数为 0 的 BPF 条目，而原因是另一个 Service 的切片发生了变化。',
      hints: [
        '你需要两个名称有共同前缀的 Service（如 `test` 和 `test-extended`），它们的切片列出相同的地址和端口，这样二者在同一条后端记录上都有实例。',
        '清空较短名称的切片时，较长名称的实例也会被一并释放，但没有任何操作刷新较长者的 frontend。给那个 Service 加一个注解（对它的一次写入），然后再列出 BPF 映射。',
      ],
    },
    'predict-prove': {
      title: '先预测，再证明',
      story: [
        '释放一个后端时，Cilium 会在实例映射中查找所有以被释放 Service 名称开头的键。另一个 Service 是否受波及，取决于它的名称、命名空间，以及它是否指向完全相同的地址、端口和协议。',
        '这里运行着八个 Service，其中七个与 `default/api` 一样指向 10.0.0.10。动手之前先做判断。',
      ],
      goal: '勾选在清空 `default/api` 的 EndpointSlice 时会失去后端的 Service（有缺陷的 key；它们在下一次刷新时计数变为 0）。然后证明它：清空该切片，刷新你勾选的 Service，并展示每一个的计数都为 0。',
      hints: [
        '查找使用的是 `namespace/name` 的字节前缀：受害者的名称必须以字节 `default/api` 开头（不需要连字符），并且必须共享同一条后端记录：相同的 IP、端口和协议。',
        '`ap` 更短（释放更长的名称永远不会波及它），`staging/…` 的开头字节不同，`api-metrics` 指向 9090 端口（另一条后端记录），而 `web` 共享后端记录却不共享前缀。',
      ],
    },
    'fewest-writes': {
      title: '最少写入',
      story: [
        '事故中没有人做错任何事：两次普通的写入，一次来自 apiserver，一次来自控制器，就足够了。最少需要多少？',
        '这个商店运行着五个健康的 Service，要打断的是 `orders-api`。',
      ],
      goal: '最多用两次写入让 `orders-api` 变成黑洞：它保留着端点，但在有缺陷的 key 下它有一个 BPF 条目的计数为 0。',
      hints: [
        '哪个 Service 的名称是 `default/orders-api` 的字节前缀，并且列出了相同的后端 10.2.0.7:8080？`order` 也是前缀，但看看它的端点。',
        '一次写入用来释放，一次用来刷新：修改 `orders` 的切片，使它不再包含 10.2.0.7，然后对 `orders-api` 这个 Service 做一次写入（加个注解即可）。',
      ],
    },
    'workaround-survives': {
      title: '变通方案经得起重启',
      story: [
        '事故中，agent 通过 `10.15.1.8:443` 访问 apiserver，这是 `default/kubernetes-intranet` 的 VIP，而正是这个 Service 被缺陷清空了。事故复盘中的变通方案改为让 agent 直接使用 apiserver 自己的地址 `169.254.128.7:60002`，没有任何 Service 的 VIP 覆盖这个地址。',
        '变通方案并不修复缺陷（intranet 这个 Service 仍是黑洞），它打破的是循环依赖。',
      ],
      goal: '使用有缺陷的 key，应用变通方案（`helm upgrade … --set k8sServiceHost=169.254.128.7 --set k8sServicePort=60002`），然后重启 apiserver 副本（`restart apiserver`）。此后 agent 每次连接 apiserver 都必须直连并成功，且在结束时保持连接。',
      hints: [
        '先单独试试 `restart apiserver`，再读 agent 的日志：它连接的是哪个地址？这个地址属于哪个 Service？',
        '先运行事故复盘中的 `helm upgrade`，设置 `k8sServiceHost=169.254.128.7` 和 `k8sServicePort=60002`（如果已经重启过，请先重置），再运行 `restart apiserver`。',
      ],
    },
    'heal-without-fix': {
      title: '不升级也能修复',
      story: [
        '升级 Cilium 要等变更窗口，而出故障的节点现在就得恢复服务。最小复现刚刚让 `test-extended` 变成了黑洞：它的 EndpointSlice 列有 1.1.1.1，但它的 BPF 条目计数为 0。',
        '有缺陷的 key 仍在运行。它的表丢失了实例，只有重新写入实例的操作才能修复。',
      ],
      goal: '在有缺陷的 key 下让 `test-extended` 恢复：运行结束时它仍保有端点，并且它的每个 BPF 条目都重新有了后端。',
      hints: [
        '再给这个 Service 加一次注解只会从表中刷新它的 frontend，而表中已经没有它的实例了。什么操作会写入实例？',
        '修改 `test-extended` 的 EndpointSlice（加一个地址，或者删除后重新 apply），或者重启 agent，让它重新列出所有对象。',
      ],
    },
    'fixed-key-keeps': {
      title: '修复后的 key 保住了实例',
      story: [
        '修复（cilium/cilium#43620）只差一个字节：即使优先级为 0，实例键也以 0x20 结尾，因此对 `default/kubernetes` 的查找前缀变成 `default/kubernetes␣`，而 `default/kubernetes-intranet␣` 并不以它开头。',
        '这是事故集群在规格变更之前的样子。每次写入之后两种 key 都会重新模拟，切换 key 即可在同一时刻查看任意一次运行。',
      ],
      goal: '做一些写入，使某个 Service 在有缺陷的 key 下失去实例，然后切换到修复后的 key（或对比视图），确认同样的写入保留了该实例及其后端。',
      hints: [
        '事故的触发条件在这里是一条命令：`restart apiserver` 会替换各个副本，每个停止的副本都会清空 `default/kubernetes`。',
        '运行 `restart apiserver` 之后，选择修复后的 key（或按 k），再读 `db/show backends`：`default/kubernetes-intranet` 仍是 169.254.128.7:60002 的实例。',
      ],
    },
  },
};

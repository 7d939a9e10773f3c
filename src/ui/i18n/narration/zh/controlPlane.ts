import type { ControlPlanePhrases, Wording } from '../../../../scenario/story/segments/phrases';
import { code as c, secs } from '../format';
import { codes, list } from './words';

const at = (x: { node: string; phase: number }) =>
  `${c(x.node)}（定时器在每 500 ms 的第 ${x.phase} ms 触发）`;

export const controlPlaneZh: Wording<ControlPlanePhrases> = {
  specChangeReplaces: (x) => `一次集群规格调整把 ${x.replicas} 个 kube-apiserver 副本逐个替换。`,
  replicaRestarted: (x) => `${c(`kube-apiserver-${x.replica}`)} 被重启。`,
  stopRunsStop: () =>
    `每个停止的副本都会执行 kubernetes-service controller 的 ${c('Stop()')}，它承载的每条 watch（agent 的、service-controller 的）都随之断开。`,
  replicaStops: (x) =>
    `${c(x.replica)} 停止。${c('Stop()')} 调用 ${c('RemoveEndpoints')}，从 etcd 中删除 lease ${c(x.lease)}。`,
  sharedLease: (x) =>
    `所有副本通告的是同一个地址，因此共用这一个 lease key：它一删除，etcd 看起来就像一个 apiserver 都不剩了，尽管还有 ${x.others} 个副本在运行。`,
  noLeaseLeft: () => `lease 删除后，etcd 中不再有任何 apiserver 地址。`,
  replicaServing: (x) => `${c(x.replica)} 恢复服务。`,
  startingRefusesEmpty: () => `启动中的副本会重建 lease，但拒绝写入空的 endpoint 列表。`,
  sliceClearedLastTime: (x) =>
    `${c(x.replica)} 最后一次对账 ${c(x.slice)}：已经没有 lease，于是把 slice 写成 ${c('endpoints: null')}。`,
  stoppingMayWriteEmpty: () => `运行中的副本拒绝写入空列表，正在停止的副本却可以。`,
  missingFromAudit: () =>
    `这个即将退出的 apiserver 的最后一次写入在审计日志里找不到——所以排查时只能另写一个 watch 程序来观察它。`,
  sliceRestored: (x) =>
    `${c(x.replica)} 的周期性对账重建了 lease，并把 ${c(x.slice)} 恢复为 ${c(`[${x.ips.join(', ')}]`)}${x.emptyForMs !== null ? `，距被清空 ${secs(x.emptyForMs)} s` : ''}。`,
  restoreNeverReached: (x) =>
    `agent 的 watch 随着停止的副本断开了，这次恢复永远到不了它：它手里只剩空 slice，只能单独处理${x.damage ? '，前缀匹配的释放随之造成破坏' : ''}。`,
  restoreSameWindow: () =>
    `清空和这次恢复在同一个 500 ms 缓冲窗口内到达 agent，它只会处理最终状态：这一次无害。`,
  restoreTooLateDamage: () => `为时已晚：agent 已经单独处理过空 slice，前缀匹配的误释放已经造成了破坏。`,
  restoreTooLate: () =>
    `来不及相互抵消：agent 已经单独处理了空 slice 并释放了它的 backend；下一次刷新时它的 frontend 会重新拿到 backend。`,
  restoreUpTo10s: () => `运行中的副本每 10 s 对账一次，所以 slice 可能会空上约 10 s。`,
  nodesSafe: (x) =>
    `在 ${list(x.nodes.map(at))} 上，清空和这次恢复之间没有定时器触发：agent 只处理了最终状态，什么都没有被释放。`,
  nodesTicked: (x) =>
    `在 ${list(x.nodes.map(at))} 上，两者之间恰好有一次定时器触发，空 slice 被单独刷新${x.damage ? '，前缀匹配的释放带走了另一个 Service 的实例' : ''}。`,
  nodesDropped: (x) =>
    `在 ${codes(x.nodes)} 上，agent 的 watch 随着停止的副本断开，这次恢复永远到不了它，它手里只剩空 slice${x.damage ? '，同样造成破坏' : ''}。`,
  nodesDecide: (x) =>
    x.watchesToo
      ? '同一个集群、同样的写入：决定结果的是每个节点的定时器相位，以及它的 watch 连在哪个副本上。'
      : '同一个集群、同样的写入：决定结果的是每个节点自己的定时器相位。',
  scWatchDropped: (x) => `service-controller 经由 ${c(x.replica)} 的 watch 断开。`,
  scRunsOutside: () =>
    `service-controller 运行在节点之外。重连之后，它会对所有 LoadBalancer Service 重新对账。`,
  scReconnected: (x) => `service-controller 重连，对 ${x.loadBalancers} 个 LoadBalancer Service 重新对账。`,
  syncTimesAllHear: () =>
    `每次对账最后都会把同步时间写进 Service 注解：这是一次 Service 更新，所有 watcher（包括 agent）都会收到。`,
  syncTimesAgentDeaf: () =>
    `每次对账最后都会把同步时间写进 Service 注解：这是一次 Service 更新，所有 watcher 都会收到，唯独 agent 收不到：它的 watch 已经断开。`,
  lbReconcile: (x) => `service-controller 对 LoadBalancer ${c(x.service)} 重新对账（EnsuringLoadBalancer）。`,
  routineAfterReconnect: () => `重连后的例行操作。关键在于它接下来写入的内容。`,
  syncTimesRecorded: (x) => `service-controller 把同步时间写进 ${c(x.service)} 的注解。`,
  patchAgentDeaf: () =>
    `这是一次 Service 更新，但 agent 的 watch 已经断开：它收不到这次更新，这个节点上什么都不会变。`,
  patchStillEmpty: (x) =>
    `这是一次 Service 更新：agent 再次按 backends 表重新计算 ${c(x.service)} 的 frontend，表里仍然没有它的实例。frontend 继续为空，自 ${secs(x.sinceMs)} s 起一直如此。`,
  patchIsTrigger: (x) =>
    `这是一次 Service 更新：agent 会按 backends 表重新计算 ${c(x.service)} 的 frontend，而表里它的实例自 ${secs(x.lostAtMs)} s 起就不见了。这个例行 patch 就是触发点。`,
  patchSpared: () =>
    `这是一次 Service 更新：agent 刷新它的 frontend；修复后的 key 下它的实例仍在 backends 表中，frontend 保留 backend。`,
  patchRefreshes: () => `这是一次 Service 更新：agent 按 backends 表重新计算该 Service 的 frontend。`,
};

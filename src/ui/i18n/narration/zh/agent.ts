import type { AgentPhrases, Wording } from '../../../../scenario/story/segments/phrases';
import { code as c, secs } from '../format';
import { codes, errno } from './words';

export const agentZh: Wording<AgentPhrases> = {
  agentStarts: (x) => `cilium-agent ${c(x.pod)} 在节点上启动。`,
  tablesStartEmpty: () =>
    `它的 statedb 表（services、frontends、backends）存在内存里，启动时为空；BPF map 里也还什么都没有：本节点还不会拦截访问 Service 地址的流量。`,
  agentRestarts: (x) => `cilium-agent ${c(x.pod)} 在原 Pod 内重启（第 ${x.restarts} 次）。`,
  agentReplaced: (x) =>
    `${
      x.cause === 'helmUpgrade'
        ? `一次 ${c('helm upgrade')} 修改了 Cilium 的配置，DaemonSet 随之滚动更新`
        : x.cause === 'rolloutRestart'
          ? `${c('kubectl -n kube-system rollout restart ds/cilium')} 滚动更新了 DaemonSet`
          : 'DaemonSet 滚动更新'
    }：Pod ${c(x.replaces)} 被删除，新的 Pod ${c(x.pod)} 取而代之启动（重启次数为 0）。`,
  bpfMapsSurvive: (x) =>
    `内存中的表重新变空，但 BPF map 在内核里，之前写入的 ${x.kept} 个条目都还在${x.blockedApi ? `——包括 ${c(x.blockedApi)} 那个空条目，也就是它自己通往 apiserver 的路` : ''}。`,
  mustReachApiserver: () => `要重建任何东西，它必须先连上 apiserver。`,
  agentListed: (x) =>
    `agent 连上 ${c(x.to)} 处的 apiserver，list 到 ${x.services} 个 Service 和 ${x.slices} 个 EndpointSlice。`,
  howItStartedFirstTime: () => `agent 第一次能启动正是靠这条路，尽管之后同一个地址会经过它自己的 BPF map。`,
  configRetry: (x) => `agent 的 config 步骤再次尝试连接 ${c(x.to)}：${errno(x.result)}。`,
  retriesEvery5s: () => `它每 5 s 重试一次，持续一分钟。`,
  crashLoop: (x) =>
    `一分钟后 config 步骤放弃（连接 ${c(x.to)} 返回 ${errno(x.result)}）：pod 进入 CrashLoopBackOff，Kubernetes 将在 ${secs(x.backoffMs)} s 后重启它。`,
  circularDependency: (x) =>
    `循环依赖：agent 需要 apiserver 来刷新 ${c(x.service)} 的条目，而正是这个空条目挡住了它通往 apiserver 的路。重启无济于事，因为条目保留在内核里。排查文给出的规避办法：让 agent 使用不被任何 Service VIP 覆盖的地址，例如 apiserver 的 endpoint 地址。`,
  triesAfterBackoff: () => `退避之后它会再试。`,
  agentWatchDropped: (x) => `agent 经由 ${c(x.replica)} 的 watch 断开。`,
  reconnectsViaService: (x) =>
    `它会经 ${c(x.address)} 重连——这是一个 Service 地址，所以从本节点能否连通，取决于 agent 自己的 BPF map。`,
  reconnectsViaApiserver: () => `它会经自己配置的 apiserver 地址重连。`,
  relisted: (x) =>
    `agent 经 ${c(x.to)} 重建 watch；它的 resourceVersion 已经过旧（${c('410 Gone')}），于是重新全量 list：${x.missed} 个对象被重新投递。`,
  relistRedelivers: (x) =>
    `全量 re-list 会重新投递每一个 EndpointSlice，包括没有变化的那些：下一次刷新会重新写入它们的 backend${x.stillLost.length ? `，${codes(x.stillLost)} 因此找回了丢失的实例` : ''}。`,
  resumed: (x) =>
    `agent 经 ${c(x.to)} 重建 watch，从上次的 resourceVersion 继续，收到断线期间错过的 ${x.missed} 个变更。`,
  noRelistNoRedeliver: (x) =>
    `没有发生全量 re-list，所以没有任何事件会重新投递 ${codes(x.stillLost)} 的 EndpointSlice：丢失的实例不会被重建。`,
  resumeOnlyChanges: () => `续传只投递断线期间发生的变化。`,
  watchReconnectFailed: (x) =>
    `agent 无法重建 watch：连接 ${c(x.to)} 返回 ${errno(x.result)}。它还在运行，却已经“聋”了：日志里不断出现 ${c('k8sError … failed to list')} 和 ${c('/healthz returning unhealthy')}。`,
  cutOffFromApiserver: () => `agent 从此与能修复该条目的 apiserver 断了联系。`,
};

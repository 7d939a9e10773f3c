import type { TablePhrases, Wording } from '../../../../scenario/story/segments/phrases';
import { code as c } from '../format';
import { codes } from './words';

const release = (backend: string, released: string) => c(`backendRelease(${backend}, ${released})`);

export const tablesZh: Wording<TablePhrases> = {
  releaseDamage: (x) =>
    `${release(x.backend, x.released)} 会删除所有 key 以 ${c(x.released)} 的字节开头的实例——而 ${codes(x.collateral)} 也以这些字节开头，于是两个实例都被删除${x.rowDeleted ? '，整行 backend 也被删掉' : ''}。`,
  frozenSnapshot: (x) =>
    `${c(x.service)} 的 ${x.frontends} 个 frontend 仍显示 ${x.backends} 个 backend：frontend 的 backend 列表是上次刷新时冻结的快照，而此刻没有任何操作刷新它们。`,
  onlyBackendsShows: () =>
    `BPF 和 ${c('cilium service list')} 看起来一切正常，只有 ${c('db/show backends')} 能看出实例丢了。`,
  nextRefreshReadsZero: (x) => `下次任何操作刷新 ${c(x.service)} 时，读到的 backend 将是 0 个。`,
  releaseSpared: (x) =>
    `${release(x.backend, x.released)} 用 key 前缀 ${c(`${x.released}␣`)} 查找：只有 ${c(x.released)} 的实例匹配，${codes(x.spared)} 的实例得以保留。`,
  fixedKeyEndsInSpace: (x) =>
    `修复后的 key 末尾都带一个空格，${c(`${x.released}␣`)} 不是 ${c(`${x.spared}␣`)} 的前缀：释放只作用于本该释放的 Service。`,
  victimRefreshedEmpty: (x) =>
    `这次刷新处理了 ${c(x.service)} 的 Service 更新，并按 backends 表重新计算它的 ${x.frontends} 个 frontend：现在都是 0 个 backend。`,
  removedByPrefixMatch: (x) =>
    `它的后端实例已被前缀匹配误删，尽管它的 EndpointSlice 仍然列着 ${codes(x.endpoints)}。`,
  nextBpfWritesZero: () => `接下来 BPF reconciler 会把这些条目写成 count 0。`,
  flushInitialList: (x) => `reflector 刷新首次 list 的结果：${x.keys} 个 key，在同一个写事务里处理。`,
  initialListBecomesFrontends: () =>
    `每个 Service 变成若干 frontend（ClusterIP、NodePort、LoadBalancer 地址）；每个 EndpointSlice 地址变成一个 backend，其中每个 Service 各占一个实例。所有 frontend 都被标记为 Pending，等待 BPF reconciler 下发。`,
  releaseExact: (x) =>
    `${release(x.backend, x.released)} 释放 ${c(x.released)} 的实例${x.rowDeleted ? '：这是最后一个实例，于是整行 backend 被删除' : ''}。`,
  sliceMemoryMixup: (x) =>
    `reflector 把 ${c(x.service)} 的 EndpointSlice ${c(x.slice)} 与它以这个名字记住的地址比较——但那是 ${c(x.heldBy)} 的同名 slice 记下的地址。${x.released.length ? `它以 ${c(x.service)} 的名义释放 ${codes(x.released)}（并非它的 backend，它的实例一个也没被删）` : '它找不到可释放的地址'}，却留下了 ${c(x.service)} 的 slice 已不再列出的 ${codes(x.stale)}：过期的 backend 仍留在它的 frontend 和 BPF 条目里。`,
  sliceMemoryByName: (x) =>
    `${x.release ? c(`v${x.release.replace(/^v/, '')}`) : '事故中的 v1.18.6'} 按 EndpointSlice 的裸名（不含命名空间）记住它的地址（${c('cilium/cilium#43999')}，v1.18.8 修复）：不同命名空间里同名的两个 slice 共用一份记忆。`,
  sliceMemoryKeptApart: (x) =>
    `${x.release ? c(`v${x.release.replace(/^v/, '')}`) : '这个版本'} 按命名空间加名字记住 EndpointSlice（${c('cilium/cilium#43999')} 的修复），因此 ${codes(x.services)} 名为 ${c(x.slice)} 的 slice 互不干扰；在 v1.18.8 之前，它们会算出彼此的孤儿地址。`,
  releaseTouchesNoOther: (x) =>
    `slice 不再持有的地址会被释放。这里 key 查找只匹配到 ${c(x.released)}，没有波及其他 Service。`,
  countChanged: (x) =>
    `${x.by === 'flush' ? '这次刷新重新计算了' : 'BPF reconciler 改写了'} ${c(x.service)} 的 ${x.count} 个${x.by === 'flush' ? ' frontend' : '条目'}：现在${x.after === 0 ? '没有 backend' : `有 ${x.after ?? 0} 个 backend`}。`,
  sliceLists: (x) => `它的 EndpointSlice 列出了 ${codes(x.endpoints)}。`,
  sliceEmptySoCorrect: () =>
    `它的 EndpointSlice 此刻没有任何 endpoint，所以这是正确的：在 endpoint 恢复之前，访问它的 connect 都会被拒绝。`,
  flushRestored: (x) =>
    `这次刷新让 ${c(x.service)} 的 ${x.frontends} 个 frontend 恢复为 ${x.backends} 个 backend。`,
  sliceListsAgain: (x) => `它的 EndpointSlice 重新列出了 ${codes(x.endpoints)}。`,
  rowRecreatedWithout: (x) =>
    `backend 行被重建时只包含 slice 发生变化的 Service 的实例：${codes(x.stillLost)} 的实例不会回来。`,
  flushKeys: (x) => `reflector 在一个写事务中刷新 ${x.keys} 个 key。`,
  refreshesFrontendsOf: (x) => `其中刷新了 ${codes(x.services)} 的 frontend。`,
  stillMissing: (x) => `客户端此刻察觉不到任何变化——但 backends 表里 ${codes(x.services)} 的实例仍然缺失。`,
  sameBackendsAgain: () => `客户端察觉不到任何变化：写入的仍是同样的 backend。`,
  bpfEmptied: (x) =>
    `BPF reconciler 把 ${c(x.service)} 的 ${x.addresses.length} 个条目改写为 count 0，并删除它们的 backend slot：${codes(x.addresses)}。`,
  rejectedAlthoughSlice: (x) =>
    `从现在起，本节点上访问这些地址的 connect 都会被当场拒绝，尽管该 Service 的 EndpointSlice 列着 ${codes(x.endpoints)}。`,
  bpfListShowsEmpty: () =>
    `${c('cilium bpf lb list')} 里它们只剩主条目那一行（slot ${c('(0)')}，backend ${c('0.0.0.0:0')}），后面没有任何 slot 行：count 为 0，没有 backend 可选。这就是排查文中看到的故障状态；方括号里的标志与正常时相同。`,
  bpfRegained: (x) =>
    `BPF reconciler 为 ${c(x.service)} 的 ${x.entries} 个条目恢复了 backend slot（count ${x.count}）。`,
  connectsWorkAgain: (x) => `访问 ${codes(x.addresses)} 的 connect 重新可用。`,
  bpfProgrammed: (x) =>
    `BPF reconciler 向 LB map 写入 ${x.created} 个条目${x.atNode ? `（其中 ${x.atNode} 个是 NodePort 在本节点自身地址上的条目，与它的 ${c('0.0.0.0')} 替代条目并列）` : ''}：每个条目的主条目在 slot 0，记录 backend 数量 count；每个 backend 再占一个 slot。`,
  socketLbRewrites: () =>
    `从现在起，本节点上访问这些地址的 connect 在发出任何数据包之前，就会被 socket-LB 改写到某个 backend。`,
  nonRoutableFlag: () =>
    `${c('cilium bpf lb list')} 会给 ClusterIP 条目和 ${c('0.0.0.0')} NodePort 替身条目标上 ${c('non-routable')}：这个标志只表示条目属于这两类，健康的条目也带着它。`,
  bpfDeleted: (x) => `BPF reconciler 删除了 ${x.count} 个已删除 frontend 的条目。`,
  entriesGoWith: () => `它们的主条目、backend slot 和 rev-NAT 条目一并删除。`,
  bpfReprogrammed: (x) => `BPF reconciler 重新下发 ${x.programmed} 个 frontend，count 没有变化。`,
  refreshedAlwaysReprogrammed: () => `被刷新的 frontend 总会重新下发，即使它的 backend 没有变化。`,
};

import type { KubectlPhrases, Wording } from '../../../../scenario/story/segments/phrases';
import { code as c } from '../format';
import { codes, list } from './words';

export const kubectlZh: Wording<KubectlPhrases> = {
  kubectlUnchanged: (x) =>
    `${c(x.command)}：kube-apiserver 做了应答，但 ${x.resource} ${c(x.object)} 本来就是这个样子（没有变化）。`,
  unchangedNotStored: () =>
    `不改变对象内容的写入不会被存储：resourceVersion 不变，所有 watch 方（包括 agent）都收不到事件。这样的写入既不会触发故障，也无法修复它。`,
  sliceDeleted: (x) => `kubectl 删除 EndpointSlice ${c(x.object)}。`,
  deletedSliceOrphans: () =>
    `agent 把被删除的 slice 当作没有 endpoint 的 slice 处理：它持有的每个地址都成为 ${c('backendRelease')} 要释放的孤儿 backend。`,
  sliceCreated: (x) => `kubectl 创建 EndpointSlice ${c(x.object)}。`,
  sliceAddsBackends: () => `agent 把其中的地址加为 backend，并刷新所属 Service 的 frontend。`,
  slicePatched: (x) =>
    `kubectl 对 EndpointSlice ${c(x.object)} 执行 patch：${x.endpoints === null ? '修改端口' : x.endpoints.length === 0 ? '清空 endpoint' : `改为 ${codes(x.endpoints)}`}。`,
  sliceUpdateOrphans: () =>
    `所有 watcher 都会收到这次更新。agent 处理它时，slice 不再持有的每个地址都会成为孤儿 backend，交给 ${c('backendRelease')} 释放。`,
  serviceDeleted: (x) => `kubectl 删除 Service ${c(x.object)}。`,
  serviceDeleteRemoves: () => `agent 删除它的 frontend，BPF reconciler 随后删除对应的条目。`,
  serviceCreated: (x) => `kubectl 创建 Service ${c(x.object)}。`,
  serviceCreateProgrammed: () => `agent 把它转换为 frontend 并下发到 BPF。`,
  serviceAnnotated: (x) =>
    `kubectl 给 Service ${c(x.object)} 加注解${x.annotation ? `（${c(`${x.annotation.key}=${x.annotation.value}`)}）` : ''}。`,
  updateIsTrigger: () =>
    `任何 Service 更新都会让 agent 按 backends 表重新计算该 Service 的 frontend——而自前缀匹配误释放以来，表里已没有它的实例。这次看似无害的写操作就是触发点。`,
  updateSpared: () =>
    `任何 Service 更新都会让 agent 按 backends 表重新计算它的 frontend；修复后的 key 下它的实例仍在，所以什么都不会坏。`,
  updateRefreshes: () =>
    `任何 Service 更新（哪怕只是注解）都会让 agent 按 backends 表重新计算该 Service 的 frontend。`,
  watchEventsInitial: (x) => `${x.count} 个 watch 事件（首次 list 的结果）进入 agent 的 reflector 缓冲区。`,
  watchEventFor: (x) =>
    `${list(x.objects.map((o) => `${o.resource} ${c(o.name)}`))} 的 watch 事件进入 agent 的 reflector 缓冲区。`,
  bufferWaits: () => `它在缓冲区里等到下一个 500 ms 周期；刷新时处理的是对象届时的状态。`,
  bufferExplained: () =>
    `缓冲区按固定的 500 ms 周期在一个写事务中刷新。若一个 slice 在同一窗口内被清空又恢复，只会处理最终状态；若两者落在两个窗口，清空就会被单独处理。`,
};

import type { ConnectPhrases, Wording } from '../../../../scenario/story/segments/phrases';
import { code as c } from '../format';
import { errno } from './words';

const entry = (service: string, type: string | null) => `${c(service)} 的 ${type ?? 'Service'} 条目`;

export const connectZh: Wording<ConnectPhrases> = {
  connectWorks: (x) => `${c(x.client)} 连接 ${c(x.to)}：成功。`,
  connectFails: (x) =>
    `${c(x.client)} 连接 ${c(x.to)}：${x.atOnce ? '立即' : ''}失败，返回 ${errno(x.result)}。`,
  thisIsTheOutage: () => `而该 Service 的 EndpointSlice 明明列着 endpoint：这就是故障本身。`,
  causeNoBackends: (x) =>
    `socket-LB 发现 ${entry(x.service, x.frontendType)}的 count 为 0，直接在内核里拒绝了这次 connect：数据包根本没有离开节点。`,
  causeBackendDown: (x) => `此刻 ${c(x.address)} 上没有服务在运行：所有 apiserver 副本都已停止。`,
  causeNotRouted: () => `本节点上没有 BPF 条目的 ClusterIP 不会被任何路由转发：connect 超时。`,
  causeCloudLbNoEndpoints: () => `云 LB 没有可转发的 endpoint：connect 超时。`,
  causeViaCloudLb: (x) =>
    `此时 ${c(x.to)} 还没有 BPF 条目，数据包离开节点，由云负载均衡转发到 ${c(x.backend)}。`,
  causeStaleButWorking: (x) =>
    `虽然 ${c(x.service)} 的后端实例已被误删，但它仍然可用：BPF 条目是在误释放之前按冻结的快照写入的，此后没有任何操作刷新它。`,
  causeRouted: (x) =>
    `socket-LB 在节点上把这次 connect 改写到 ${c(x.backend)}（${entry(x.service, x.frontendType)}）。`,
  causeDirect: (x) => `${c(x.to)} 不是 Service 地址，不依赖 agent 的 BPF map，按普通路由转发。`,
};

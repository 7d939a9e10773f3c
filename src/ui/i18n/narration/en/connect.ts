import type { ConnectPhrases, Wording } from '../../../../scenario/story/segments/phrases';
import { code as c } from '../format';
import { errno } from './words';

const entry = (service: string, type: string | null) => `${c(service)}'s ${type ?? 'service'} entry`;

export const connectEn: Wording<ConnectPhrases> = {
  connectWorks: (x) => `${c(x.client)} connects to ${c(x.to)}: it works.`,
  connectFails: (x) =>
    `${c(x.client)} connects to ${c(x.to)}: it fails${x.atOnce ? ' at once' : ''} with ${errno(x.result)}.`,
  thisIsTheOutage: () => `Yet the Service's EndpointSlice lists its endpoints: this is the outage.`,
  causeNoBackends: (x) =>
    `The socket-LB finds ${entry(x.service, x.frontendType)} with count 0 and rejects the connect inside the kernel: the packet never leaves the node.`,
  causeBackendDown: (x) =>
    `Nothing is serving at ${c(x.address)} right now: no apiserver replica is running.`,
  causeNotRouted: () =>
    `Nothing routes a ClusterIP that has no BPF entry on this node: the connect times out.`,
  causeCloudLbNoEndpoints: () => `The cloud LB has no endpoint to forward to: the connect times out.`,
  causeViaCloudLb: (x) =>
    `No BPF entry exists for ${c(x.to)} yet, so the packet leaves the node and the cloud load balancer forwards it to ${c(x.backend)}.`,
  causeStaleButWorking: (x) =>
    `It still works although ${c(x.service)} lost its instance: the BPF entry was written from the frozen snapshot before the release, and nothing has refreshed it since.`,
  causeRouted: (x) =>
    `The socket-LB rewrites the connect to ${c(x.backend)} on the node (${entry(x.service, x.frontendType)}).`,
  causeDirect: (x) =>
    `${c(x.to)} is not a Service address, so it does not depend on the agent's BPF maps: it is routed normally.`,
};

import type { ScenarioV1 } from '../types';

const TKE = {
  'service.cloud.tencent.com/client-token': 'ed7a31f0-24cd-4aea-ab10-e00d63994dd8',
  'service.kubernetes.io/loadbalance-id': 'lb-ly81db73',
};

/**
 * The incident cluster of the write-up: a cluster spec change replaces the apiserver replicas; the running
 * agent goes deaf when its watch has to reconnect through the emptied VIP; a `helm upgrade` then recreates
 * it, and the new pod cannot start.
 */
export const tkeIncident: ScenarioV1 = {
  version: 2,
  title: 'TKE incident: kubernetes-intranet blackholed',
  summary:
    'A cluster spec change restarts the apiserver replicas; default/kubernetes is briefly cleared, the prefix-matched release takes kubernetes-intranet with it, the running agent goes deaf, and after a helm upgrade the new agent cannot reach its apiserver.',
  apiserver: { replicas: 3, advertiseAddress: '169.254.128.7', port: 60002 },
  node: { name: '10.15.0.4', ip: '10.15.0.4', kernel: '5.4.241' },
  agent: { apiserverAddress: '10.15.1.8:443', pod: 'cilium-kddvm' },
  services: [
    {
      namespace: 'default',
      name: 'kubernetes',
      type: 'LoadBalancer',
      clusterIP: '192.168.0.1',
      loadBalancerIPs: ['139.155.65.129'],
      annotations: { 'service.kubernetes.io/loadbalance-id': 'lb-qjyknmqt' },
      ports: [{ name: 'https', port: 443, targetPort: 60002, nodePort: 30724 }],
    },
    {
      namespace: 'default',
      name: 'kubernetes-intranet',
      type: 'LoadBalancer',
      clusterIP: '192.168.60.179',
      loadBalancerIPs: ['10.15.1.8'],
      annotations: { ...TKE, 'service.cloud.tencent.com/direct-access': 'true' },
      ports: [{ name: 'https', port: 443, targetPort: 60002, nodePort: 30965 }],
    },
    {
      namespace: 'kube-system',
      name: 'hubble-peer',
      type: 'ClusterIP',
      clusterIP: '192.168.22.35',
      ports: [{ name: 'peer-service', port: 443, targetPort: 4244 }],
    },
  ],
  endpointSlices: [
    {
      namespace: 'default',
      name: 'kubernetes-intranet-qxgk4',
      service: 'kubernetes-intranet',
      endpoints: ['169.254.128.7'],
      ports: [{ name: 'https', port: 60002 }],
    },
    {
      namespace: 'kube-system',
      name: 'hubble-peer-8vq2d',
      service: 'hubble-peer',
      endpoints: ['10.15.0.4'],
      ports: [{ name: 'peer-service', port: 4244 }],
    },
  ],
  events: [
    { at: 5000, type: 'connect', to: '10.15.1.8:443', client: 'curl -k https://10.15.1.8:443' },
    { at: 15000, type: 'restartApiserver' },
    { at: 90000, type: 'connect', to: '10.15.1.8:443', client: 'curl -k https://10.15.1.8:443' },
    { at: 95000, type: 'restartAgent', cause: 'helmUpgrade' },
    { at: 170000, type: 'connect', to: '10.15.1.8:443', client: 'curl -k https://10.15.1.8:443' },
  ],
  seed: 188,
  durationMs: 180000,
  startTime: '2026-01-08T11:10:00Z',
};

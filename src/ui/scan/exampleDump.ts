import { decoyObjects, incidentObjects, list } from '../../scan/fixtures';
import type { ScanRequest } from './scanProtocol';

// What `cilium bpf lb list` showed on node 10.15.0.4 in the write-up: the intranet entries have no backend slots.
const BPF_LB_LIST = `SERVICE ADDRESS              BACKEND ADDRESS (REVNAT_ID) (SLOT)
10.15.1.8:443/TCP (0)        0.0.0.0:0 (14) (0) [LoadBalancer]
0.0.0.0:30965/TCP (0)        0.0.0.0:0 (12) (0) [NodePort, non-routable]
192.168.60.179:443/TCP (0)   0.0.0.0:0 (15) (0) [ClusterIP, non-routable]
192.168.0.1:443/TCP (1)      169.254.128.7:60002/TCP (16) (1)
192.168.0.1:443/TCP (0)      0.0.0.0:0 (16) (0) [ClusterIP, non-routable]
`;

const DAEMONSET = {
  apiVersion: 'apps/v1',
  kind: 'DaemonSet',
  metadata: { name: 'cilium', namespace: 'kube-system' },
  spec: {
    template: {
      spec: { containers: [{ name: 'cilium-agent', image: 'quay.io/cilium/cilium:v1.18.6-7d4d8932' }] },
    },
  },
};

/** The incident cluster as a person would export it: Services, EndpointSlices, the agent's DaemonSet, one node's BPF map. */
export function exampleInputs(): ScanRequest['inputs'] {
  return [
    {
      name: 'svc-endpointslices.json',
      blob: new Blob([JSON.stringify(list([...incidentObjects(), ...decoyObjects(), DAEMONSET]), null, 2)]),
    },
    { name: 'cilium-kddvm bpf-lb-list.txt', blob: new Blob([BPF_LB_LIST]) },
  ];
}

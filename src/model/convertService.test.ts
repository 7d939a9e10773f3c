import { describe, expect, it } from 'vitest';
import { service } from '../testing/clusterState';
import { convertService } from './convertService';

describe('convertService', () => {
  it('ClusterIP per port, then the NodePort surrogate, then each LoadBalancer ingress IP', () => {
    const { row, frontends } = convertService(
      service({
        name: 'lb',
        type: 'LoadBalancer',
        clusterIP: '10.96.0.1',
        loadBalancerIPs: ['10.15.1.8', '10.15.1.9'],
        annotations: { a: 'b' },
        ports: [
          { name: 'https', port: 443, targetPort: 6443, nodePort: 30443, protocol: 'TCP' },
          { name: 'dns', port: 53, targetPort: 53, protocol: 'UDP' },
        ],
      }),
    );
    expect(row).toEqual({ name: 'default/lb', type: 'LoadBalancer', annotations: { a: 'b' } });
    expect(frontends.map((f) => `${f.type} ${f.address} ${f.portName} ${f.servicePort}`)).toEqual([
      'ClusterIP 10.96.0.1:443/TCP https 443',
      'ClusterIP 10.96.0.1:53/UDP dns 53',
      'NodePort 0.0.0.0:30443/TCP https 443',
      'LoadBalancer 10.15.1.8:443/TCP https 443',
      'LoadBalancer 10.15.1.8:53/UDP dns 53',
      'LoadBalancer 10.15.1.9:443/TCP https 443',
      'LoadBalancer 10.15.1.9:53/UDP dns 53',
    ]);
  });

  it('a headless Service has no ClusterIP frontend; a ClusterIP Service has no NodePort one', () => {
    expect(convertService(service({ name: 'h', clusterIP: 'None' })).frontends).toEqual([]);
    const cip = service({
      name: 'c',
      ports: [{ name: '', port: 80, targetPort: 80, nodePort: 30080, protocol: 'TCP' }],
    });
    expect(convertService(cip).frontends.map((f) => f.type)).toEqual(['ClusterIP']);
  });
});

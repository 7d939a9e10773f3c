/** The write-up's minimal reproduction as a person types it into the command bar (YAML for `apply -f -`). */
export const REPRO_YAML = `apiVersion: v1
kind: Service
metadata:
  name: test
spec:
  clusterIP: 192.168.71.144
  ports:
  - port: 80
---
apiVersion: v1
kind: Service
metadata:
  name: test-extended
spec:
  clusterIP: 192.168.92.25
  ports:
  - port: 80
---
apiVersion: discovery.k8s.io/v1
kind: EndpointSlice
metadata:
  name: test
  labels:
    kubernetes.io/service-name: test
addressType: IPv4
endpoints:
- addresses: ["1.1.1.1"]
ports:
- port: 80
---
apiVersion: discovery.k8s.io/v1
kind: EndpointSlice
metadata:
  name: test-extended
  labels:
    kubernetes.io/service-name: test-extended
addressType: IPv4
endpoints:
- addresses: ["1.1.1.1"]
ports:
- port: 80
`;

export const REPRO_STEPS = [
  'kubectl apply -f -',
  `kubectl patch endpointslices test -p '{"endpoints": []}'`,
  'kubectl -n kube-system exec ds/cilium -- cilium-dbg bpf lb list',
  'kubectl annotate svc test-extended test=1767870716 --overwrite',
  'kubectl -n kube-system exec ds/cilium -- cilium-dbg bpf lb list',
] as const;

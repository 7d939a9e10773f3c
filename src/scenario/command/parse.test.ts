import { describe, expect, it } from 'vitest';
import { parseCommand } from './parseCommand';
import { tokenize } from './tokenize';
import type { Command, CommandError } from './types';

const ok = (command: Command) => ({ ok: true, command });
const err = (code: CommandError['code'], detail: string) => ({ ok: false, error: { code, detail } });

describe('tokenize: the shell rules these commands need', () => {
  it.each([
    ['a  b\tc', ['a', 'b', 'c']],
    ['  lead and trail  ', ['lead', 'and', 'trail']],
    [`'single "kept" \\n'`, ['single "kept" \\n']],
    [`"double \\"esc\\" \\\\ \\$ \\\` \\n"`, ['double "esc" \\ $ ` \\n']],
    [`a\\ b c`, ['a b', 'c']],
    [`'' ""`, ['', '']],
    [`x'y z'"w"`, ['xy zw']],
    [`end\\`, ['end\\']],
    [`"end\\`, null],
    [`'open`, null],
    ['', []],
  ] as const)('%j', (line, tokens) => {
    expect(tokenize(line)).toEqual(tokens === null ? { ok: false } : { ok: true, tokens });
  });
});

describe('parseCommand', () => {
  it.each([
    // programs
    ['help', ok({ kind: 'help' })],
    ['?', ok({ kind: 'help' })],
    ['$ help', ok({ kind: 'help' })],
    ['$help', ok({ kind: 'help' })],
    ['', err('empty', '')],
    ['  $  ', err('empty', '')],
    [`kubectl "x`, err('quote', `kubectl "x`)],
    ['ls -l', err('unknown', 'ls')],
    ['HELP', err('unknown', 'HELP')],
    ...['helm', 'etcdctl', 'ip', 'iptables', 'bpftool', 'ping', 'tcpdump', 'hubble'].map(
      (p) => [`${p} x`, err('notModelled', p)] as const,
    ),
    // agent reads
    ['cilium bpf lb list -o table', ok({ kind: 'agent', what: 'bpfLbList' })],
    ['cilium service list', ok({ kind: 'agent', what: 'serviceList' })],
    ['cilium-dbg shell -- db/show frontends', ok({ kind: 'agent', what: 'frontends' })],
    ['cilium-dbg shell -- db show backends', ok({ kind: 'agent', what: 'backends' })],
    ['cilium shell -- db show frontends', ok({ kind: 'agent', what: 'frontends' })],
    ['cilium-dbg shell -- db/show backends', ok({ kind: 'agent', what: 'backends' })],
    ['cilium bpf lb', err('notModelled', 'cilium bpf lb')],
    ['cilium', err('notModelled', 'cilium')],
    ['kubectl exec ds/cilium -- cilium-dbg service list', ok({ kind: 'agent', what: 'serviceList' })],
    [
      'kubectl exec ds/cilium cilium bpf lb list',
      err('usage', 'kubectl -n kube-system exec ds/cilium -- cilium-dbg …'),
    ],
    ['kubectl exec ds/cilium -- bash', err('notModelled', 'kubectl exec -- bash')],
    ['kubectl exec ds/cilium --', err('notModelled', 'kubectl exec --')],
    ['kubectl exec ds/cilium -- cilium-dbg status', err('notModelled', 'cilium-dbg status')],
    // curl
    ['curl -v -k https://10.15.1.8:443', ok({ kind: 'curl', ip: '10.15.1.8', port: 443 })],
    ['curl https://10.15.1.8', ok({ kind: 'curl', ip: '10.15.1.8', port: 443 })],
    ['curl http://10.15.1.8/', ok({ kind: 'curl', ip: '10.15.1.8', port: 80 })],
    ['curl 10.15.1.8', ok({ kind: 'curl', ip: '10.15.1.8', port: 80 })],
    ['curl 10.15.1.8:65535', ok({ kind: 'curl', ip: '10.15.1.8', port: 65535 })],
    ['curl 10.15.1.8:1', ok({ kind: 'curl', ip: '10.15.1.8', port: 1 })],
    ['curl 10.15.1.8:0', err('usage', 'curl -v -k https://IP:PORT')],
    ['curl 10.15.1.8:65536', err('usage', 'curl -v -k https://IP:PORT')],
    ['curl https://kubernetes.default', err('usage', 'curl -v -k https://IP:PORT')],
    ['curl -k', err('usage', 'curl -v -k https://IP:PORT')],
    ['curl ftp://10.15.1.8', err('usage', 'curl -v -k https://IP:PORT')],
    ['curl 10.15.1.8/path', err('usage', 'curl -v -k https://IP:PORT')],
    ['curl x10.15.1.8', err('usage', 'curl -v -k https://IP:PORT')],
    // the app's restart
    ['restart apiserver', ok({ kind: 'restartApiserver' })],
    ['restart apiservers 0', ok({ kind: 'restartApiserver', replica: 0 })],
    ['restart apiserver 2', ok({ kind: 'restartApiserver', replica: 2 })],
    ['restart apiserver -1', err('usage', 'restart apiserver [REPLICA]')],
    ['restart apiserver 1.5', err('usage', 'restart apiserver [REPLICA]')],
    ['restart apiserver 1 2', err('usage', 'restart apiserver [REPLICA]')],
    ['restart agent', err('usage', 'restart apiserver [REPLICA]')],
    ['restart', err('usage', 'restart apiserver [REPLICA]')],
  ] as const)('%j', (line, result) => {
    expect(parseCommand(line)).toEqual(result);
  });
});

const GET = 'kubectl get svc|endpointslices|events [NAME] [-n NS] [-A] [-o yaml|wide]';
const PATCH = `kubectl patch endpointslices NAME -p '{"endpoints": []}'`;
const ANNOTATE = 'kubectl annotate svc NAME KEY=VALUE --overwrite';
const DELETE = 'kubectl delete endpointslice|svc NAME';
const ROLLOUT = 'kubectl -n kube-system rollout restart ds/cilium';
const get = (extra: Partial<Extract<Command, { kind: 'get' }>>) =>
  ok({ kind: 'get', resource: 'svc', namespace: 'default', all: false, ...extra });

describe('parseCommand: kubectl', () => {
  it.each([
    // get
    ['kubectl get svc', get({})],
    ['kubectl get service kubernetes -o yaml', get({ name: 'kubernetes', output: 'yaml' })],
    ['kubectl get services -A -o wide', get({ all: true, output: 'wide' })],
    ['kubectl get svc --all-namespaces --output=wide', get({ all: true, output: 'wide' })],
    ['kubectl --namespace kube-system get svc', get({ namespace: 'kube-system' })],
    ['kubectl get svc --namespace=kube-system', get({ namespace: 'kube-system' })],
    ['kubectl get svc -n=x', get({ namespace: 'x' })],
    ['kubectl get svc -nkube-system -oyaml', get({ namespace: 'kube-system', output: 'yaml' })],
    ['kubectl get svc --output=', err('usage', GET)],
    ['kubectl get endpointslice', get({ resource: 'endpointslices' })],
    [
      'kubectl get endpointslices.discovery.k8s.io k -n default',
      get({ resource: 'endpointslices', name: 'k' }),
    ],
    ['kubectl get ev', get({ resource: 'events' })],
    ['kubectl get events -A', get({ resource: 'events', all: true })],
    ['kubectl get events x', err('usage', GET)],
    ['kubectl get svc a b', err('usage', GET)],
    ['kubectl get svc -o json', err('usage', GET)],
    ['kubectl get svc -o', err('usage', 'kubectl … -o VALUE')],
    ['kubectl get', err('usage', GET)],
    ['kubectl get pods', err('notModelled', 'kubectl get pods')],
    // Flags that pick another cluster or change logging take a value, and it is not the object's name.
    ['kubectl get svc --context prod -v=6', get({})],
    ['kubectl --context=prod --kubeconfig /tmp/k -v 6 get svc k', get({ name: 'k' })],
    ['kubectl get svc -l app=x --dry-run', get({})],
    ['kubectl get svc --context', err('usage', 'kubectl … --context VALUE')],
    // patch
    [
      `kubectl patch endpointslices k -p '{"endpoints": []}'`,
      ok({ kind: 'patchSlice', namespace: 'default', name: 'k', endpoints: [] }),
    ],
    [
      `kubectl patch endpointslice k --patch='{"endpoints": null}' --type merge`,
      ok({ kind: 'patchSlice', namespace: 'default', name: 'k', endpoints: null }),
    ],
    [
      `kubectl -n ns patch endpointslices k --type=strategic -p '{"endpoints":[{"addresses":["1.1.1.1","2.2.2.2"]},{"addresses":[]}]}'`,
      ok({ kind: 'patchSlice', namespace: 'ns', name: 'k', endpoints: ['1.1.1.1', '2.2.2.2'] }),
    ],
    [`kubectl patch endpointslices k --type json -p '{"endpoints": []}'`, err('notModelled', '--type=json')],
    [`kubectl patch svc k -p '{}'`, err('notModelled', 'kubectl patch svc')],
    ['kubectl patch', err('usage', PATCH)],
    ['kubectl patch endpointslices k', err('usage', PATCH)],
    [`kubectl patch endpointslices -p '{"endpoints": []}'`, err('usage', PATCH)],
    [`kubectl patch endpointslices k j -p '{"endpoints": []}'`, err('usage', PATCH)],
    [`kubectl patch endpointslices k -p '[]'`, err('usage', PATCH)],
    [`kubectl patch endpointslices k -p 'null'`, err('usage', PATCH)],
    [`kubectl patch endpointslices k -p '{"endpoints": [], "x": 1}'`, err('usage', PATCH)],
    [`kubectl patch endpointslices k -p '{"ports": []}'`, err('usage', PATCH)],
    [`kubectl patch endpointslices k -p '{"endpoints": {}}'`, err('usage', PATCH)],
    [`kubectl patch endpointslices k -p '{"endpoints": [null]}'`, err('usage', PATCH)],
    [`kubectl patch endpointslices k -p '{"endpoints": [{"addresses": [1]}]}'`, err('usage', PATCH)],
    [`kubectl patch endpointslices k -p '{"endpoints": [{"addresses": "1.1.1.1"}]}'`, err('usage', PATCH)],
    // annotate
    [
      'kubectl annotate svc k a=b',
      ok({ kind: 'annotate', namespace: 'default', name: 'k', key: 'a', value: 'b', overwrite: false }),
    ],
    [
      'kubectl annotate services k a= --overwrite',
      ok({ kind: 'annotate', namespace: 'default', name: 'k', key: 'a', value: '', overwrite: true }),
    ],
    [
      'kubectl annotate svc k a=b=c',
      ok({ kind: 'annotate', namespace: 'default', name: 'k', key: 'a', value: 'b=c', overwrite: false }),
    ],
    ['kubectl annotate svc k =b', err('usage', ANNOTATE)],
    ['kubectl annotate svc k a', err('usage', ANNOTATE)],
    ['kubectl annotate svc k a=b c=d', err('usage', ANNOTATE)],
    ['kubectl annotate svc k', err('usage', ANNOTATE)],
    ['kubectl annotate svc', err('usage', ANNOTATE)],
    ['kubectl annotate', err('usage', ANNOTATE)],
    ['kubectl annotate pod k a=b', err('notModelled', 'kubectl annotate pod')],
    // delete
    ['kubectl delete svc k', ok({ kind: 'delete', resource: 'svc', namespace: 'default', name: 'k' })],
    [
      'kubectl delete endpointslices k -n x',
      ok({ kind: 'delete', resource: 'endpointslices', namespace: 'x', name: 'k' }),
    ],
    ['kubectl delete svc', err('usage', DELETE)],
    ['kubectl delete svc a b', err('usage', DELETE)],
    ['kubectl delete', err('usage', DELETE)],
    ['kubectl delete pod k', err('notModelled', 'kubectl delete pod')],
    // apply / create
    ['kubectl apply -f -', ok({ kind: 'apply', namespace: 'default' })],
    ['kubectl -n x create --filename=-', ok({ kind: 'apply', namespace: 'x' })],
    ['kubectl apply -f svc.yaml', err('usage', 'kubectl apply -f -')],
    ['kubectl apply', err('usage', 'kubectl apply -f -')],
    ['kubectl create svc -f -', err('usage', 'kubectl apply -f -')],
    // rollout
    ['kubectl -n kube-system rollout restart ds/cilium', ok({ kind: 'rolloutRestart' })],
    ['kubectl rollout restart daemonset/cilium -n kube-system', ok({ kind: 'rolloutRestart' })],
    ['kubectl rollout restart daemonsets/cilium --namespace kube-system', ok({ kind: 'rolloutRestart' })],
    ['kubectl rollout restart ds/cilium', err('usage', ROLLOUT)],
    [
      'kubectl -n kube-system rollout restart ds/cilium x',
      err('notModelled', 'kubectl rollout restart ds/cilium'),
    ],
    [
      'kubectl -n kube-system rollout restart deploy/coredns',
      err('notModelled', 'kubectl rollout restart deploy/coredns'),
    ],
    [
      'kubectl -n kube-system rollout restart xds/cilium',
      err('notModelled', 'kubectl rollout restart xds/cilium'),
    ],
    [
      'kubectl -n kube-system rollout restart ds/cilium-operator',
      err('notModelled', 'kubectl rollout restart ds/cilium-operator'),
    ],
    ['kubectl -n kube-system rollout status ds/cilium', err('usage', ROLLOUT)],
    ['kubectl -n kube-system rollout restart', err('usage', ROLLOUT)],
    // anything else
    ['kubectl', err('notModelled', 'kubectl')],
    ['kubectl -n x', err('notModelled', 'kubectl')],
    ['kubectl logs x', err('notModelled', 'kubectl logs')],
  ] as const)('%s', (line, result) => {
    expect(parseCommand(line)).toEqual(result);
  });
});

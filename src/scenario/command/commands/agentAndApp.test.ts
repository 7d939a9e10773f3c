import { describe, expect, it } from 'vitest';
import { renderBpfLbList } from '../../../model/render/bpfLbList';
import { renderBackends, renderFrontends, renderServices } from '../../../model/render/dbShow';
import { renderServiceList } from '../../../model/render/serviceList';
import { commandSession } from '../../../testing/commandSession';

describe('cilium (bare, or inside kubectl exec)', () => {
  it('bpf lb list, service list and shell -- db/show frontends|backends print node 0’s agent at the playhead', async () => {
    const s = commandSession('tke-incident', 'buggy', 92_000);
    const v = s.host.view();
    const state = v.trace.steps[v.step]!.state;
    expect(await s.out('cilium bpf lb list')).toBe(renderBpfLbList(state));
    expect(await s.out('cilium-dbg service list -o table')).toBe(renderServiceList(state));
    expect(await s.out('cilium shell -- db/show frontends')).toBe(renderFrontends(state));
    expect(await s.out('cilium shell db show backends')).toBe(renderBackends(state, v.trace.nodes));
    expect(await s.out('cilium shell -- db/show services')).toBe(renderServices(state));
    expect((await s.one('cilium service list -o json')).notes).toEqual([
      { code: 'notModelled', what: '-o json' },
    ]);
    expect((await s.one('cilium shell -- db/show')).notes).toEqual([
      {
        code: 'missingArg',
        command: 'cilium shell -- db/show',
        arg: 'TABLE',
        usage: 'cilium shell -- db/show frontends|backends|services',
      },
    ]);
    expect((await s.one('cilium bpf ct list global')).notes).toEqual([
      { code: 'unknownSub', command: 'cilium bpf', word: 'ct', known: ['lb'] },
    ]);
  });
});

describe('db/show services and backends’ node names', () => {
  it('lists the agent’s services in name order with their named ports; a slice applied with nodeName shows it', async () => {
    const s = commandSession('tke-incident', 'buggy', 92_000);
    expect((await s.out('cilium shell -- db/show services')).split('\n')).toEqual([
      'Name                          Source   PortNames          TrafficPolicy   Flags',
      'default/kubernetes            k8s      https=443          Cluster',
      'default/kubernetes-intranet   k8s      https=443          Cluster',
      'kube-system/hubble-peer       k8s      peer-service=443   Cluster',
    ]);
    const e = commandSession('empty-cluster');
    await e.run(
      [
        'kubectl apply -f - <<EOF',
        'apiVersion: v1',
        'kind: Service',
        'metadata: {name: web}',
        'spec: {ports: [{name: http, port: 80}]}',
        '---',
        'apiVersion: discovery.k8s.io/v1',
        'kind: EndpointSlice',
        'metadata: {name: web-1, labels: {kubernetes.io/service-name: web}}',
        'addressType: IPv4',
        'endpoints:',
        '- {addresses: [10.244.1.7], nodeName: worker-2}',
        '- {addresses: [10.244.1.8]}',
        'ports: [{name: http, port: 8080}]',
        'EOF',
      ].join('\n'),
    );
    await e.run('sleep 5');
    const rows = (await e.out('cilium shell -- db/show backends')).split('\n');
    expect(rows.find((l) => l.startsWith('10.244.1.7:8080/TCP'))).toMatch(
      /default\/web \(http\)\s+worker-2$/,
    );
    expect(rows.find((l) => l.startsWith('10.244.1.8:8080/TCP'))).toMatch(/default\/web \(http\)$/);
    expect(await e.out('cilium shell -- db/show services')).toMatch(
      /^default\/web\s+k8s\s+http=80\s+Cluster$/m,
    );
  });
});

describe('curl', () => {
  it('prints what curl prints for the URL typed (scheme, -k, -v), once, with curl’s exit status', async () => {
    const s = commandSession('tke-incident', 'buggy', 92_000);
    const broken = await s.one('curl -v -k https://10.15.1.8:443');
    expect(broken.output).toBe(
      [
        '* Trying 10.15.1.8:443...',
        '* Immediate connect fail for 10.15.1.8: Operation not permitted',
        "* Failed to connect to 10.15.1.8 port 443 after 0 ms: Couldn't connect to server",
        '* Closing connection',
        "curl: (7) Failed to connect to 10.15.1.8 port 443 after 0 ms: Couldn't connect to server",
      ].join('\n'),
    );
    expect(broken.exit).toBe(7);
    expect(await s.out('curl https://10.15.1.8')).toBe(
      "curl: (7) Failed to connect to 10.15.1.8 port 443 after 0 ms: Couldn't connect to server",
    );
    const early = commandSession('tke-incident', 'buggy', 8000);
    expect(await early.out('curl -k https://10.15.1.8:443')).toBe(
      '{"kind":"Status","status":"Failure","message":"Unauthorized","code":401}',
    );
    // Without -k the apiserver's certificate is not trusted.
    expect(await early.one('curl https://10.15.1.8:443')).toMatchObject({
      output: 'curl: (60) SSL certificate problem: unable to get local issuer certificate',
      exit: 60,
    });
    const http = await early.out('curl -v http://192.168.60.179:443');
    expect(http.split('\n')[0]).toBe('* Trying 192.168.60.179:443...');
    expect(http).toContain('> GET / HTTP/1.1');
    expect(await early.out('curl kubernetes.default.svc')).toBe(
      'curl: (6) Could not resolve host: kubernetes.default.svc',
    );
  });
});

describe('helm upgrade (the write-up’s workaround)', () => {
  const HELM =
    'helm upgrade cilium cilium/cilium -n kube-system --reuse-values --set k8sServiceHost=169.254.128.7 --set k8sServicePort=60002';

  it('sets the agent’s apiserver address: a restartAgent event with cause helmUpgrade; the same values roll nothing', async () => {
    const s = commandSession('tke-incident', 'buggy', 5000);
    const e = await s.one(HELM);
    expect(e.output).toMatch(
      /^Release "cilium" has been upgraded\. Happy Helming!\nNAME: cilium\nLAST DEPLOYED: Thu Jan {2}8 11:10:05 2026\nNAMESPACE: kube-system\nSTATUS: deployed\nREVISION: 2\n/,
    );
    expect(s.added()).toEqual([
      { at: 5000, type: 'restartAgent', cause: 'helmUpgrade', apiserverAddress: '169.254.128.7:60002' },
    ]);
    const again = await s.one(
      'helm upgrade cilium cilium/cilium --namespace kube-system --reuse-values --set k8sServiceHost=169.254.128.7,k8sServicePort=60002',
    );
    expect(again.notes).toEqual([{ code: 'unchanged' }]);
  });

  it('typed on the incident before the spec change, the agent keeps its watch through the apiserver restart', async () => {
    for (const mode of ['buggy', 'fixed'] as const) {
      const s = commandSession('tke-incident', mode, 5000);
      await s.run(HELM);
      const trace = s.host.view().trace;
      const after = trace.steps.filter((x) => x.at > 15_000);
      // Its watch drops with its replica and comes back at once, straight to the apiserver, not through the VIP.
      expect(
        after.filter((x) => x.kind === 'watchReconnected' && x.client === 'agent').length,
      ).toBeGreaterThan(0);
      expect(
        after.some((x) => x.kind === 'watchReconnectFailed' || x.kind === 'agentCrashLoop'),
        mode,
      ).toBe(false);
      // The curl at the end of the run, through the VIP the bug emptied, works again after the incident's own
      // helm upgrade relisted: the agent could reach its apiserver to do it.
      expect(trace.steps.at(-1)!.state.agent.phase).toBe('running');
      const last = trace.steps
        .flatMap((x) => x.emitted.connects ?? [])
        .filter((c) => c.client !== 'cilium-agent')
        .at(-1);
      expect(last).toMatchObject({ at: 170_000, result: 'ok' });
    }
    // Without it, the incident's agent goes deaf and then crash-loops.
    const plain = commandSession('tke-incident', 'buggy', 5000).host.view().trace;
    expect(plain.steps.some((x) => x.kind === 'agentCrashLoop')).toBe(true);
  });

  it('refuses what it cannot honour, naming the option; another release or namespace is helm’s error', async () => {
    const s = commandSession('tke-incident', 'buggy', 5000);
    expect(
      (await s.one('helm upgrade cilium cilium/cilium -n kube-system --set kubeProxyReplacement=false'))
        .notes,
    ).toEqual([{ code: 'notModelled', what: '--set kubeProxyReplacement' }]);
    expect((await s.one('helm upgrade cilium cilium/cilium -n kube-system --atomic')).notes).toEqual([
      { code: 'unknownFlag', command: 'helm upgrade', flag: '--atomic' },
    ]);
    expect(await s.out('helm upgrade cilium cilium/cilium --set k8sServicePort=1')).toBe(
      'Error: UPGRADE FAILED: "cilium" has no deployed releases',
    );
    expect((await s.one('helm rollback cilium 1 -n kube-system')).notes).toEqual([
      { code: 'notModelled', what: 'helm rollback' },
    ]);
  });
});

describe('restart apiserver', () => {
  it('all replicas or one; a replica out of range and a scenario without apiserver are refused', async () => {
    const s = commandSession('tke-incident', 'buggy', 5000);
    await s.run('restart apiserver 1');
    expect(s.host.scenario().events.filter((x) => x.type === 'restartApiserver' && x.at === 5000)).toEqual([
      { at: 5000, type: 'restartApiserver', replica: 1 },
    ]);
    expect((await s.one('restart apiserver 7')).notes[0]).toMatchObject({
      code: 'missingArg',
      arg: 'REPLICA (0..2)',
    });
    const none = commandSession('minimal-repro');
    expect((await none.one('restart apiserver')).notes[0]).toMatchObject({ code: 'notModelled' });
  });
});

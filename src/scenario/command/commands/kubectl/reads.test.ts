import { describe, expect, it } from 'vitest';
import { renderBpfLbList } from '../../../../model/render/bpfLbList';
import { commandSession } from '../../../../testing/commandSession';

describe('kubectl describe', () => {
  it('svc: fields, annotations sorted, ports, the endpoints of its slices and its events', async () => {
    const s = commandSession('tke-incident', 'buggy', 60_000);
    const text = await s.out('kubectl describe svc kubernetes-intranet');
    expect(text).toMatch(
      /^Name: +kubernetes-intranet\nNamespace: +default\nLabels: +<none>\nAnnotations: +service/,
    );
    // Values start in one column, after the longest field name.
    const starts = text
      .split('\n')
      .filter((l) => /^[A-Z][\w ]+: +\S/.test(l))
      .map((l) => /^[^:]+: +/.exec(l)![0].length);
    expect(new Set(starts)).toEqual(new Set([26]));
    expect(text).toContain('LoadBalancer Ingress:     10.15.1.8');
    expect(text).toContain(
      'Port:                     https  443/TCP\nTargetPort:               60002/TCP\nNodePort:                 https  30965/TCP\nEndpoints:                169.254.128.7:60002',
    );
    expect(text).toMatch(/Events:\n {2}Type {4}Reason {16}Age +From {16}Message\n/);
    expect(text).toMatch(/Normal {2}EnsuredLoadBalancer/);
    expect(await s.out('kubectl describe svc kubernetes | grep Labels')).toBe(
      'Labels:                   component=apiserver',
    );
    expect(await s.one('kubectl describe svc nope')).toMatchObject({
      output: 'Error from server (NotFound): services "nope" not found',
      exit: 1,
    });
  });

  it('endpointslice, every object of a kind without a name, and unmodelled kinds refused by name', async () => {
    const s = commandSession('tke-incident', 'buggy', 8000);
    expect(await s.out('kubectl describe endpointslice kubernetes-intranet-qxgk4')).toContain(
      '  - Addresses:  169.254.128.7',
    );
    expect((await s.out('kubectl describe svc')).match(/^Name:/gm)).toHaveLength(2);
    expect((await s.one('kubectl describe pod cilium-kddvm')).notes).toEqual([
      { code: 'notModelled', what: 'kubectl describe pod' },
    ]);
  });
});

describe('kubectl logs', () => {
  const s = () => commandSession('tke-incident', 'buggy', 170_000);

  it('-c config -p --tail 10: the last ten lines of the config container’s previous try, as the write-up shows them', async () => {
    // The helm upgrade replaced cilium-kddvm by a new pod (the write-up's was cilium-qsj2r; here the seeded name).
    expect(await s().out('kubectl -n kube-system logs cilium-kddvm -c config -p --tail 10')).toMatch(
      /not found/,
    );
    const text = await s().out('kubectl -n kube-system logs cilium-wm2wq -c config -p --tail 10');
    const lines = text.split('\n');
    expect(lines).toHaveLength(10);
    expect(lines.at(-1)).toMatch(
      /^Error: Build config failed: failed to start: Get "https:\/\/10\.15\.1\.8:443\/api\/v1\/namespaces\/kube-system": dial tcp 10\.15\.1\.8:443: connect: operation not permitted$/,
    );
    expect(lines.at(-3)).toMatch(/msg="Stopping hive" subsys=cilium-dbg$/);
  });

  it('the agent container’s log is refused while its init container has not let it start; an unknown container or pod is an error', async () => {
    const x = s();
    expect(await x.one('kubectl -n kube-system logs ds/cilium')).toMatchObject({
      output:
        'Error from server (BadRequest): container "cilium-agent" in pod "cilium-wm2wq" is waiting to start: PodInitializing',
      exit: 1,
    });
    expect(await x.out('kubectl -n kube-system logs ds/cilium -c nope')).toBe(
      'error: container nope is not valid for pod cilium-wm2wq',
    );
    expect(await x.out('kubectl -n kube-system logs cilium-zzzzz')).toBe(
      'Error from server (NotFound): pods "cilium-zzzzz" not found',
    );
    expect(await x.out('kubectl logs cilium-kddvm')).toBe(
      'Error from server (NotFound): pods "cilium-kddvm" not found',
    );
    // Before any restart there is no previous container.
    const early = commandSession('tke-incident', 'buggy', 8000);
    expect(await early.out('kubectl -n kube-system logs ds/cilium -c config -p')).toBe(
      'Error from server (BadRequest): previous terminated container "config" in pod "cilium-kddvm" not found',
    );
    // The helm upgrade's new pod (95 s) has no previous container of its own before it first fails.
    const fresh = commandSession('tke-incident', 'buggy', 100_000);
    expect(await fresh.out('kubectl -n kube-system logs ds/cilium -c config -p')).toBe(
      'Error from server (BadRequest): previous terminated container "config" in pod "cilium-wm2wq" not found',
    );
    // The running agent's own lines (its watch failing through the emptied VIP), without the debug ones.
    const deaf = commandSession('tke-incident', 'buggy', 92_000);
    const agent = await deaf.out('kubectl -n kube-system logs ds/cilium --tail 3');
    expect(agent).toMatch(/msg=k8sError|healthz/);
    expect(agent).not.toMatch(/level=debug/);
  });
});

describe('kubectl exec', () => {
  it('ds/cilium and a pod name reach that node’s agent; an unknown pod or namespace is NotFound', async () => {
    const s = commandSession('tke-incident-nodes', 'buggy', 45_000);
    const broken = await s.out(
      'kubectl -n kube-system exec cilium-7mzxh -- cilium bpf lb list | grep 10.15.1.8',
    );
    const fine = await s.out(
      'kubectl -n kube-system exec cilium-qsj2r -- cilium bpf lb list | grep 10.15.1.8',
    );
    expect(broken).toMatch(/10\.15\.1\.8:443\/TCP \(0\)\s+0\.0\.0\.0:0 \(\d+\) \(0\) \[LoadBalancer\]/);
    expect(broken).not.toContain('10.15.1.8:443/TCP (1)');
    expect(fine).toContain('10.15.1.8:443/TCP (1)');
    const v = s.host.view();
    expect(await s.out('kubectl -n kube-system exec ds/cilium -- cilium-dbg bpf lb list')).toBe(
      renderBpfLbList(v.trace.steps[v.step]!.state),
    );
    expect(await s.out('kubectl -n kube-system exec cilium-nope -- cilium bpf lb list')).toBe(
      'Error from server (NotFound): pods "cilium-nope" not found',
    );
    expect(await s.out('kubectl exec ds/cilium -- cilium bpf lb list')).toBe(
      'Error from server (NotFound): daemonsets.apps "cilium" not found',
    );
    expect(await s.out('kubectl -n kube-system exec ds/cilium -c config -- cilium bpf lb list')).toBe(
      'error: unable to upgrade connection: container not found ("config")',
    );
    expect(await s.out('kubectl -n kube-system exec ds/cilium cilium bpf lb list')).toMatch(
      /^error: exec \[POD\] \[COMMAND\] is not supported anymore/,
    );
  });

  it('while the agent is not running: kubectl’s error, and a note with when it will be ready, or that it will not', async () => {
    const start = commandSession('empty-cluster', 'buggy', 0);
    const e = await start.one('kubectl -n kube-system exec -it ds/cilium -- cilium service list');
    expect(e).toMatchObject({
      output: 'error: unable to upgrade connection: container not found ("cilium-agent")',
      notes: [{ code: 'agentNotReady', pod: 'cilium-x7k2q', phase: 'starting', readyAt: 200 }],
      exit: 1,
    });
    const crash = commandSession('tke-incident', 'buggy', 170_000);
    expect((await crash.one('cilium bpf lb list')).notes).toEqual([
      { code: 'agentNotReady', pod: 'cilium-kddvm', phase: 'starting', readyAt: null },
    ]);
  });
});

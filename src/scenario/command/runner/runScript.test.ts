import { describe, expect, it } from 'vitest';
import { commandSession } from '../../../testing/commandSession';
import { getPreset } from '../../presets';
import { toSimInput } from '../../toSimInput';
import { WRITEUP_REPRODUCTION } from '../transcripts';
import { runScript, runScriptSync } from './runScript';
import { createSimHost } from './simHost';

const WEB = `apiVersion: v1
kind: Service
metadata:
  name: web
spec:
  ports:
  - port: 80
`;

describe('runScript: one entry per command, each reading what the ones before left', () => {
  it('&& runs on success, || on failure, ; always; the entry shows the line once and every output in order', async () => {
    const s = commandSession('empty-cluster');
    const [e] = await s.run('grep x <<< y && echo yes || echo no ; echo end');
    expect(e).toEqual({
      line: 'grep x <<< y && echo yes || echo no ; echo end',
      output: 'no\nend',
      notes: [],
      exit: 0,
    });
    expect((await s.one('echo a && echo b')).output).toBe('a\nb');
    // stderr comes before the pipeline's stdout, and only stdout goes down the pipe.
    expect(await s.out('kubectl get svc nope kubernetes | grep kube')).toBe(
      'Error from server (NotFound): services "nope" not found\nkubernetes   ClusterIP   192.168.0.1   <none>        443/TCP   0s',
    );
  });

  it('a write re-simulates and moves the playhead; the next command of the line reads the new state', async () => {
    const s = commandSession('empty-cluster', 'buggy', 5000);
    const before = s.time();
    const e = await s.one(`kubectl apply -f - <<'EOF'\n${WEB}EOF\nkubectl get svc web -o name`);
    expect(e).toMatchObject({ output: 'service/web', exit: 0 });
    const [apply] = await s.run(`kubectl apply -f - <<'EOF'\n${WEB.replace('web', 'api')}EOF`);
    expect(apply!.notes).toEqual([{ code: 'settled', at: expect.any(Number) as number, to: s.time() }]);
    expect(s.time()).toBeGreaterThan(before);
    expect(
      await s.out('kubectl apply -f - <<< "$(kubectl get svc api -o yaml)" && kubectl get svc api -o name'),
    ).toBe('service/api unchanged\nservice/api');
  });

  it('$(date +%s) is the simulated clock at the playhead, in epoch seconds', async () => {
    const s = commandSession('empty-cluster', 'buggy', 12_345);
    const start = toSimInput(getPreset('empty-cluster')!.scenario).startTime;
    expect(await s.out('echo $(date +%s) `date +%s`')).toBe(
      `${Math.floor((start + s.time()) / 1000)} `.repeat(2).trim(),
    );
  });

  it('a write inside $(…) is refused (it would run twice); nothing is written', async () => {
    const s = commandSession('tke-incident', 'buggy', 8000);
    const e = await s.one('echo $(kubectl annotate svc kubernetes-intranet a=b)');
    expect(e.notes).toEqual([
      { code: 'writeInSubstitution', command: 'kubectl annotate svc kubernetes-intranet a=b' },
    ]);
    expect(s.host.scenario()).toBe(getPreset('tke-incident')!.scenario);
  });

  it('redirections write and read the session’s files', async () => {
    const s = commandSession('empty-cluster');
    await s.run('echo one > f.txt\necho two >> f.txt\nkubectl get svc nope 2> err.txt');
    expect(await s.out('cat f.txt')).toBe('one\ntwo');
    expect(await s.out('cat err.txt')).toBe('Error from server (NotFound): services "nope" not found');
    expect(await s.out('kubectl get svc nope 2>&1 | grep -c NotFound')).toBe('1');
    expect(await s.out('kubectl get svc nope 2>/dev/null')).toBe('');
    expect(await s.out('grep two < f.txt')).toBe('two');
    expect(await s.one('grep two < nope.txt')).toMatchObject({
      output: 'bash: nope.txt: No such file or directory',
      exit: 1,
    });
  });

  it('a missing file to apply: the CLI says kubectl’s error; the app asks for it, with the rest of the paste', async () => {
    const s = commandSession('empty-cluster');
    expect(await s.one('kubectl apply -f test.yaml')).toMatchObject({
      output: 'error: the path "test.yaml" does not exist',
      exit: 1,
    });
    const host = { ...createSimHost(getPreset('empty-cluster')!.scenario, 'buggy'), interactive: true };
    const r = await runScript('echo a\nkubectl apply -f test.yaml\necho b\necho c', host);
    expect(r.entries.map((e) => e.output)).toEqual(['a']);
    expect(r.needsYaml).toEqual({
      file: 'test.yaml',
      namespace: 'default',
      line: 'kubectl apply -f test.yaml',
      rest: 'echo b\necho c',
    });
  });

  it('help, CMD --help and unknown words are notes; an unknown command exits 2', async () => {
    const s = commandSession('empty-cluster');
    expect((await s.one('help')).notes).toEqual([{ code: 'help', topic: { kind: 'all' } }]);
    expect((await s.one('kubectl get --help')).notes).toEqual([
      { code: 'help', topic: { kind: 'command', path: ['kubectl', 'get'] } },
    ]);
    expect((await s.one('kubectl')).notes).toEqual([
      { code: 'help', topic: { kind: 'program', program: 'kubectl' } },
    ]);
    expect(await s.one('frobnicate x')).toMatchObject({
      notes: [{ code: 'unknownCommand', word: 'frobnicate' }],
      exit: 2,
    });
    expect(await s.one('iptables -L')).toMatchObject({
      notes: [{ code: 'notModelled', what: 'iptables' }],
      exit: 2,
    });
  });

  it('the reason is about the part not understood, never about a pipe that works', async () => {
    const s = commandSession('tke-incident', 'buggy', 8000);
    const exec = 'kubectl -n kube-system exec ds/cilium --';
    expect((await s.one(`${exec} cilium shell -- db/show frontends | grep intranet`)).notes).toEqual([]);
    expect((await s.one(`${exec} cilium status | grep ok`)).notes).toEqual([
      { code: 'notModelled', what: 'cilium status' },
    ]);
    expect((await s.one(`${exec} cilium shell -- db/show health`)).notes).toEqual([
      { code: 'notModelled', what: 'db/show health' },
    ]);
    expect((await s.one(`${exec} bpftool map dump`)).notes).toEqual([
      { code: 'notModelled', what: 'kubectl exec … -- bpftool' },
    ]);
    expect((await s.one('kubectl get svc | awk 1')).notes).toEqual([{ code: 'notModelled', what: 'awk' }]);
    expect((await s.one('kubectl rollout status ds/cilium')).notes).toEqual([
      { code: 'unknownSub', command: 'kubectl rollout', word: 'status', known: ['restart'] },
    ]);
    expect((await s.one('kubectl get svc --frobnicate')).notes).toEqual([
      { code: 'unknownFlag', command: 'kubectl get', flag: '--frobnicate' },
    ]);
  });

  it('runScriptSync is the same runner for a host that shows writes at once, and refuses one that does not', async () => {
    const empty = getPreset('empty-cluster')!.scenario;
    const a = await runScript(WRITEUP_REPRODUCTION, createSimHost(empty, 'buggy'));
    const b = runScriptSync(WRITEUP_REPRODUCTION, createSimHost(empty, 'buggy'));
    expect(b).toEqual(a);
    expect(b.entries).toHaveLength(10);
    const slow = { ...createSimHost(empty, 'buggy'), commit: () => Promise.resolve('settled' as const) };
    expect(() => runScriptSync('kubectl delete svc kubernetes', slow)).toThrow(/asynchronously/);
  });
});

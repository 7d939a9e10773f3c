import { describe, expect, it } from 'vitest';
import { readLine } from '../../scenario/command/runner/runScript';
import { EMPTY_WORKSPACE } from '../../scenario/command/workspace';
import { getPreset } from '../../scenario/presets';
import { runScenario } from '../../scenario/run';
import { toSimInput } from '../../scenario/toSimInput';
import { terminalOutputs } from '../panels/terminalOutputs';

const EXEC = 'kubectl -n kube-system exec ds/cilium -- cilium-dbg ';
const PAIRS: [string, string][] = [
  ['cilium bpf lb list', `${EXEC}bpf lb list`],
  ['cilium service list', 'cilium-dbg service list'],
  ['db/show frontends', `${EXEC}shell -- db/show frontends`],
  ['db/show backends', 'cilium shell -- db/show backends'],
];

describe('every read command prints what its panel shows at that moment', () => {
  for (const id of ['tke-incident', 'minimal-repro', 'tke-incident-nodes']) {
    for (const variant of ['buggy', 'fixed'] as const) {
      it(`${id} (${variant}) at every chapter-worthy step`, () => {
        const scenario = getPreset(id)!.scenario;
        const trace = runScenario(scenario, variant);
        const start = toSimInput(scenario).startTime;
        const steps = trace.steps.filter((s) => s.kind !== 'watchEvent').map((s) => s.index);
        for (const step of steps) {
          const panels = terminalOutputs(trace, step, start, trace.nodes[0]!.name);
          const panel = (name: string) => panels.find((p) => p.name === name)!.text;
          const run = (line: string) => {
            const r = readLine(line, { scenario, trace, step, files: EMPTY_WORKSPACE, interactive: false });
            if (!r.ok) throw new Error(line);
            return r.output;
          };
          for (const [name, line] of PAIRS) expect(run(line), `${name} at #${step}`).toBe(panel(name));
          // `kubectl get -A` adds an AGE that counts from each object's creation; the panels show the objects.
          const withoutAge = (text: string) => text.split('\n').map((l) => l.replace(/\s+\S+$/, ''));
          expect(withoutAge(run('kubectl get svc -A'))).toEqual(withoutAge(panel('kubectl get svc')));
          expect(withoutAge(run('kubectl get endpointslices -A'))).toEqual(
            withoutAge(panel('kubectl get endpointslices')),
          );
          // The events panel keeps the last 40 lines, without the NAMESPACE column `-A` adds; with no event
          // yet it shows its header, kubectl says so.
          if (!panel('kubectl get events').includes('\n'))
            expect(run('kubectl get events -A')).toBe('No resources found');
          else
            expect(
              run('kubectl get events -A')
                .split('\n')
                .slice(-40)
                .map((l) => l.replace(/^\S+\s+/, '')),
            ).toEqual(
              panel('kubectl get events')
                .split('\n')
                .map((l) => l.trimStart()),
            );
          const s = trace.steps[step]!;
          const c = s.emitted.connects?.find((x) => x.client !== 'cilium-agent');
          if (s.kind === 'connect' && c) {
            // The panel starts with the command line: typed as is, the Command box shows the rest.
            const [typed, ...printed] = panel('curl').split('\n');
            expect(run(typed!.replace(/^\$ /, '')).split('\n')).toEqual(printed);
          }
        }
      });
    }
  }

  it('while the agent container is down, agent commands fail like kubectl exec does', () => {
    const scenario = getPreset('tke-incident')!.scenario;
    const trace = runScenario(scenario, 'buggy');
    const step = trace.steps.findIndex((s) => s.kind === 'agentCrashLoop');
    const r = readLine(`${EXEC}bpf lb list`, {
      scenario,
      trace,
      step,
      files: EMPTY_WORKSPACE,
      interactive: false,
    });
    expect(r).toMatchObject({
      ok: true,
      output: 'error: unable to upgrade connection: container not found ("cilium-agent")',
      notes: [{ code: 'agentNotReady' }],
    });
  });
});

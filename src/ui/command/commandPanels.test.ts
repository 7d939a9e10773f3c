import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../scenario/command/parseCommand';
import { runCommand } from '../../scenario/command/runCommand';
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
  ['kubectl get endpointslices', 'kubectl get endpointslices -A'],
  ['kubectl get svc', 'kubectl get svc -A'],
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
            const p = parseCommand(line);
            if (!p.ok) throw new Error(line);
            const r = runCommand(p.command, { scenario, trace, step });
            return r.kind === 'output' ? r.text : `<${r.kind}>`;
          };
          for (const [name, line] of PAIRS) expect(run(line), `${name} at #${step}`).toBe(panel(name));
          // The events panel keeps the last 40 lines.
          expect(run('kubectl get events -A').split('\n').slice(-40).join('\n')).toBe(
            panel('kubectl get events'),
          );
          const s = trace.steps[step]!;
          const c = s.emitted.connects?.find((x) => x.client !== 'cilium-agent');
          if (s.kind === 'connect' && c) {
            const [ip, port] = c.to.replace(/\/.*$/, '').split(':');
            expect(run(`curl -v -k https://${ip}:${port}`).split('\n').slice(1)).toEqual(
              panel('curl').split('\n').slice(1),
            );
          }
        }
      });
    }
  }

  it('while the agent container is down, agent commands fail like kubectl exec does', () => {
    const scenario = getPreset('tke-incident')!.scenario;
    const trace = runScenario(scenario, 'buggy');
    const step = trace.steps.findIndex((s) => s.kind === 'agentCrashLoop');
    const p = parseCommand(`${EXEC}bpf lb list`);
    const r = p.ok ? runCommand(p.command, { scenario, trace, step }) : null;
    expect(r).toMatchObject({ kind: 'output', text: expect.stringMatching(/error|container/i) as unknown });
  });
});

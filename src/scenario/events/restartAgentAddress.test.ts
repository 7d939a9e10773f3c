import { describe, expect, it } from 'vitest';
import { getPreset } from '../presets';
import { runScenario } from '../run';
import { toSimInput } from '../toSimInput';
import type { ScenarioV1 } from '../types';
import { validateScenario } from '../validate';

const tke = getPreset('tke-incident')!.scenario;
const withEvents = (events: unknown[]) => validateScenario({ ...tke, events });

describe('restartAgent.apiserverAddress (a helm upgrade that sets k8sServiceHost/k8sServicePort)', () => {
  it('is optional, checked as ip:port with its path, and reaches the simulator with its protocol', () => {
    const ok = withEvents([
      { at: 5000, type: 'restartAgent', cause: 'helmUpgrade', apiserverAddress: '169.254.128.7:60002' },
    ]);
    expect(ok.ok && ok.scenario.events[0]).toStrictEqual({
      at: 5000,
      type: 'restartAgent',
      cause: 'helmUpgrade',
      apiserverAddress: '169.254.128.7:60002',
    });
    expect(ok.ok && toSimInput(ok.scenario).events[0]).toMatchObject({
      apiserverAddress: '169.254.128.7:60002/TCP',
    });
    const bad = withEvents([{ at: 5000, type: 'restartAgent', apiserverAddress: '169.254.128.7' }]);
    expect(bad.ok ? [] : bad.errors.map((e) => [e.path, e.code])).toStrictEqual([
      ['$.events[0].apiserverAddress', 'notAddress'],
    ]);
  });

  it('the recreated agent uses it, keeps it through the later restarts, and keeps its watch', () => {
    const sc: ScenarioV1 = {
      ...tke,
      events: [
        { at: 3000, type: 'restartAgent', cause: 'helmUpgrade', apiserverAddress: '169.254.128.7:60002' },
        ...tke.events,
      ],
    };
    const trace = runScenario(sc, 'buggy');
    const start = trace.steps.find((s) => s.kind === 'agentStart' && s.at === 3000);
    expect(start).toMatchObject({ apiserverAddress: '169.254.128.7:60002/TCP' });
    // Every later dial of the agent goes to the endpoint address, not through the emptied VIP.
    const dials = trace.steps
      .filter((s) => s.at > 3000)
      .flatMap((s) => s.emitted.connects ?? [])
      .filter((c) => c.client === 'cilium-agent');
    expect(dials.length).toBeGreaterThan(0);
    expect(new Set(dials.map((c) => c.to))).toEqual(new Set(['169.254.128.7:60002/TCP']));
    expect(trace.steps.some((s) => s.kind === 'agentCrashLoop')).toBe(false);
    // Without it the incident's agent crash-loops after the helm upgrade.
    expect(runScenario(tke, 'buggy').steps.some((s) => s.kind === 'agentCrashLoop')).toBe(true);
  });
});

import { tkeIncident } from '../src/scenario/presets/tkeIncident';
import { runScenario } from '../src/scenario/run';
import type { ScenarioV1 } from '../src/scenario/types';

for (let seed = 1; seed <= Number(process.argv[2] ?? 200); seed++) {
  const sc: ScenarioV1 = { ...tkeIncident, seed };
  const t = runScenario(sc, 'buggy');
  const rel = t.steps.find((s) => s.releases.some((r) => r.collateral.length));
  const emptied = t.steps.find((s) => s.kind === 'bpfReconcile' && s.emptied > 0 && rel && s.index > rel.index);
  const deaf = t.steps.find((s) => s.kind === 'watchReconnectFailed');
  const clears = t.steps.filter((s) => s.kind === 'sliceCleared').map((s) => s.at);
  const f = runScenario(sc, 'fixed');
  const fixedBad = f.steps.some((s) => s.kind === 'watchReconnectFailed' || s.kind === 'agentCrashLoop');
  if (rel && emptied && deaf && deaf.at > emptied.at && deaf.at < 95000 && !fixedBad)
    console.log(seed, 'release', rel.at, 'emptied', emptied.at, 'deaf', deaf.at, 'clears', clears.join(','));
}

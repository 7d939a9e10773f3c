import { tkeIncident } from '../src/scenario/presets/tkeIncident';
import { runScenario } from '../src/scenario/run';
import type { ScenarioV1 } from '../src/scenario/types';

const base: ScenarioV1 = {
  ...tkeIncident,
  title: process.argv[2] ?? 'TKE incident on four nodes: some break, some do not',
  nodes: [
    { name: '10.15.0.5', ip: '10.15.0.5', pod: 'cilium-qsj2r' },
    { name: '10.15.0.6', ip: '10.15.0.6', pod: 'cilium-7mzxh' },
    { name: '10.15.0.7', ip: '10.15.0.7', pod: 'cilium-p2v4d' },
  ],
  apiserver: { ...tkeIncident.apiserver!, replicas: Number(process.env.REPLICAS ?? 3) },
  events: [
    process.env.ONE ? { at: 15000, type: 'restartApiserver', replica: 0 } : { at: 15000, type: 'restartApiserver' },
  ],
  durationMs: 70000,
};
for (let seed = 1; seed <= Number(process.argv[3] ?? 200); seed++) {
  const t = runScenario({ ...base, seed }, 'buggy');
  const broken = t.views!.map((v) => v.some((s) => s.releases.some((r) => r.collateral.length > 0)));
  const gaps: number[] = [];
  let clear = -1;
  for (const s of t.steps) {
    if (s.kind === 'sliceCleared') clear = s.at;
    if (s.kind === 'sliceRestored' && clear >= 0) { gaps.push(s.at - clear); clear = -1; }
  }
  const n = broken.filter(Boolean).length;
  if (process.argv[4] || (n > 0 && n < broken.length)) console.log(seed, broken.map((b) => (b ? 'X' : '.')).join(''), gaps.join(','));
}

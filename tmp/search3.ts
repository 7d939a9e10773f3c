import { getPreset } from '../src/scenario/presets';
import { runScenario } from '../src/scenario/run';
import { emittedUpTo } from '../src/model/render/collect';
import type { Trace } from '../src/model/trace';

const lastOk = (t: Trace) => emittedUpTo(t, t.steps.length).connects.filter((c) => c.client !== 'cilium-agent').at(-1)?.result === 'ok';
const which = process.argv[2];
for (let seed = 1; seed <= Number(process.argv[3] ?? 200); seed++) {
  if (which === 'relist') {
    const sc = { ...getPreset('tke-incident-relist')!.scenario, seed };
    const t = runScenario(sc, 'buggy');
    const resume = runScenario({ ...sc, agent: { ...sc.agent, afterReconnect: 'resume' as const } }, 'buggy');
    const relisted = t.steps.find((s) => s.kind === 'watchReconnected' && s.client === 'agent' && s.relist);
    const rel = t.steps.find((s) => s.releases.some((r) => r.collateral.length));
    if (lastOk(t) && !lastOk(resume) && rel) console.log(seed, 'release', rel.at, 'relist', relisted?.at);
  } else {
    const sc = { ...getPreset('tke-incident-nodes')!.scenario, seed };
    const t = runScenario(sc, 'buggy');
    const broken = t.views!.map((v) => v.some((s) => s.releases.some((r) => r.collateral.length > 0)));
    const n = broken.filter(Boolean).length;
    let gap = 0;
    const c = t.steps.find((s) => s.kind === 'sliceCleared'); const r = t.steps.find((s) => s.kind === 'sliceRestored');
    if (c && r) gap = r.at - c.at;
    if (broken[0] && n < broken.length && n >= 2) console.log(seed, broken.map((b) => (b ? 'X' : '.')).join(''), gap);
  }
}

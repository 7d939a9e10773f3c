import { tkeIncident } from '../src/scenario/presets/tkeIncident';
import { runScenario } from '../src/scenario/run';
import { findChapters } from '../src/scenario/story/chapters';
for (const seed of [35, 42, 43, 102, 183, 188, 249, 307, 313, 400, 401, 402]) {
  const t = runScenario({ ...tkeIncident, seed }, 'buggy');
  const f = runScenario({ ...tkeIncident, seed }, 'fixed');
  console.log(seed, findChapters(t).map((c) => `${c.id}@${c.at}`).join(' '), '|', findChapters(f).map((c) => c.id).join(' '));
}

import { getPreset } from '../src/scenario/presets';
import { runScenario } from '../src/scenario/run';
import { outcomeHash } from '../src/scenario/link/outcomeHash';
const sc = getPreset('tke-incident')!.scenario;
console.log(outcomeHash({ buggy: runScenario(sc, 'buggy'), fixed: runScenario(sc, 'fixed') }));

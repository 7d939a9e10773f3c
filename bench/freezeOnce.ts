/**
 * One freeze case (issue #9) in its own process: `node --import tsx bench/freezeOnce.ts <case> [timeoutS]`.
 * Validates the scenario, then (if validation lets it through) simulates both key variants and prints one JSON
 * line: validation ms, per-variant wall ms and steps, or the validation problem that stopped it.
 */
import { performance } from 'node:perf_hooks';
import { simulate } from '../src/model/simulate';
import { toSimInput } from '../src/scenario/toSimInput';
import { validateScenario } from '../src/scenario/validate';
import { freezeCases } from './freezeCases';

const [name = '1x100x160'] = process.argv.slice(2);
const make = freezeCases[name];
if (!make) throw new Error(`unknown case ${name}; one of ${Object.keys(freezeCases).join(', ')}`);
const sc = make();
const t0 = performance.now();
const v = validateScenario(sc);
const validateMs = performance.now() - t0;
const out: Record<string, unknown> = { case: name, validateMs: Math.round(validateMs) };
if (!v.ok) {
  out.refused = v.errors.slice(0, 2);
} else {
  const input = toSimInput(v.scenario);
  for (const variant of ['buggy', 'fixed'] as const) {
    const t = performance.now();
    try {
      const trace = simulate(input, variant);
      out[variant] = { ms: Math.round(performance.now() - t), steps: trace.steps.length };
    } catch (e) {
      out[variant] = { ms: Math.round(performance.now() - t), error: String(e) };
    }
  }
}
console.log(JSON.stringify(out));

import { pmGet } from '../model/pmap';
import type { Trace } from '../model/trace';
import { runScenario } from '../scenario/run';
import type { ScenarioV1 } from '../scenario/types';
import { validateScenario } from '../scenario/validate';
import { buildReplay } from './replayScenario';
import type { Replay, ScanResult } from './scanResult';

/** Replays are small simulations; beyond this many pairs the rest are left out (with a warning). */
export const MAX_REPLAYS = 100;

/**
 * The moment of damage in a buggy run: the first step, at or after the release that took `victim`'s instance,
 * whose BPF map holds fewer backends for `vip` than before that release. Reads only the stable trace fields
 * (`at`, `releases[].collateral`, `state.bpf.services`).
 */
export function damageMoment(trace: Trace, victim: string, vip: string): number | undefined {
  const steps = trace.steps;
  const i = steps.findIndex((s) => s.releases.some((r) => r.collateral.includes(victim)));
  if (i < 0) return undefined;
  const before = pmGet(steps[Math.max(0, i - 1)]!.state.bpf.services, vip)?.backends.length ?? 0;
  for (let j = i; j < steps.length; j++) {
    const e = pmGet(steps[j]!.state.bpf.services, vip);
    if (e && e.backends.length < before) return steps[j]!.at;
  }
  return undefined;
}

/** A pair's share link: the app opening the replay in compare view at the moment of damage. */
export type LinkMaker = (scenario: ScenarioV1, at: number) => string;

/**
 * Share links into the app at `base`. The link code (with its compressor, whose tables take milliseconds to
 * build) is loaded only here, so a scan without `--base` never loads it.
 */
export async function shareLinks(base: string): Promise<LinkMaker> {
  const { makeLink } = await import('../scenario/link/makeLink');
  return (scenario, at) => makeLink(base, scenario, { scenario, mode: 'compare', at });
}

/** The replay of one pair (with `link`, its share link), or why there is none. */
export function replayOf(result: ScanResult, pairId: string, link?: LinkMaker): Replay | string {
  const pair = result.exposure.pairs.find((p) => p.id === pairId);
  if (!pair) return `no exposed pair ${pairId}`;
  const { scenario, vip } = buildReplay(pair);
  const v = validateScenario(scenario);
  if (!v.ok)
    return `the replay of ${pairId} is not a valid scenario: ${v.errors[0]?.path} ${v.errors[0]?.message}`;
  const at = damageMoment(runScenario(v.scenario, 'buggy'), pair.victim.key, vip);
  if (at === undefined) return `the replay of ${pairId} shows no damage in the model`;
  return { scenario: v.scenario, at, vip, ...(link && { link: link(v.scenario, at) }) };
}

/** Adds a replay (and, with `link`, a share link opening it in compare view at the moment of damage) per pair. */
export function attachReplays(result: ScanResult, link?: LinkMaker): ScanResult {
  const replays: Record<string, Replay> = {};
  const warnings = [...result.warnings];
  for (const p of result.exposure.pairs.slice(0, MAX_REPLAYS)) {
    const r = replayOf(result, p.id, link);
    if (typeof r === 'string') warnings.push(r);
    else replays[p.id] = r;
  }
  if (result.exposure.pairs.length > MAX_REPLAYS)
    warnings.push(`replays were built for the first ${MAX_REPLAYS} of ${result.exposure.pairs.length} pairs`);
  return { ...result, replays, warnings };
}

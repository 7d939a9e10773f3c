/**
 * How many fast-check runs a property gets. `FUZZ_SCALE` (set by the mutation-testing config) scales them
 * down, because Stryker re-runs the tests covering each mutant; `npm test` always runs the full count.
 */
export function runs(full: number): number {
  const scale = Number(process.env.FUZZ_SCALE ?? '1');
  return Math.max(10, Math.round(full * (Number.isFinite(scale) && scale > 0 ? scale : 1)));
}

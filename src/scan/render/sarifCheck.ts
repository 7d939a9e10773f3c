/**
 * What GitHub code scanning requires of an uploaded SARIF file, written from its documentation ("SARIF support
 * for code scanning": required properties and upload limits) and from the `Gh` rules of the SARIF multitool
 * (GH1001–GH2012) that encode the same. Returns one line per violation, with the JSON path; empty when valid.
 */

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Rec) : undefined;
const arr = (v: unknown): unknown[] | undefined => (Array.isArray(v) ? v : undefined);
const text = (v: unknown) => {
  const t = rec(v)?.text;
  return typeof t === 'string' && t.trim() !== '';
};

/** GitHub's documented upload limits. */
export const GH_LIMITS = { runs: 20, results: 25_000, rules: 25_000, locations: 1_000, gzipBytes: 10 << 20 };
const LEVELS = ['none', 'note', 'warning', 'error'];

/** A relative URI reference code scanning can resolve against the checkout (GH1005, SARIF1004). */
function uriProblem(uri: unknown, baseId: unknown): string | undefined {
  if (typeof uri !== 'string' || uri === '') return 'has no uri';
  if (/^[a-z][a-z0-9+.-]*:/i.test(uri) && !uri.startsWith('file:')) return `is not a file URI: ${uri}`;
  if (uri.startsWith('file:') || uri.startsWith('/') || /^[a-z]:[\\/]/i.test(uri))
    return `is an absolute path: ${uri}`;
  if (baseId === undefined) return 'is relative but has no uriBaseId';
  if (uri.includes('\\')) return `uses backslashes: ${uri}`;
  if (uri.includes('!/')) return `names an archive member as a path (${uri}); code scanning cannot open it`;
  if (uri.split('/').includes('..')) return `climbs out of the checkout: ${uri}`;
  if (/[\s#?]|%(?![0-9A-Fa-f]{2})/.test(uri)) return `is not a valid URI reference: ${uri}`;
  return undefined;
}

export function checkSarifForGitHub(sarif: unknown): string[] {
  const out: string[] = [];
  const log = rec(sarif);
  if (log?.version !== '2.1.0') out.push('$.version: must be "2.1.0"');
  const runs = arr(log?.runs);
  if (!runs?.length) return [...out, '$.runs: must be a non-empty array'];
  if (runs.length > GH_LIMITS.runs) out.push(`$.runs: more than ${GH_LIMITS.runs} runs`);
  runs.forEach((runV, ri) => {
    const at = `$.runs[${ri}]`;
    const run = rec(runV) ?? {};
    const driver = rec(rec(run.tool)?.driver);
    if (typeof driver?.name !== 'string' || !driver.name) out.push(`${at}.tool.driver.name: required`);
    if (typeof driver?.version !== 'string' && typeof driver?.semanticVersion !== 'string')
      out.push(`${at}.tool.driver: no version (SARIF2005; code scanning tracks tool versions)`);
    const rules = arr(driver?.rules) ?? [];
    if (rules.length > GH_LIMITS.rules) out.push(`${at}.tool.driver.rules: more than ${GH_LIMITS.rules}`);
    const ids = new Set<string>();
    rules.forEach((ruleV, i) => {
      const rule = rec(ruleV) ?? {};
      const p = `${at}.tool.driver.rules[${i}]`;
      if (typeof rule.id !== 'string' || !rule.id) out.push(`${p}.id: required`);
      else ids.add(rule.id);
      if (!text(rule.shortDescription)) out.push(`${p}.shortDescription.text: required`);
      if (!text(rule.fullDescription)) out.push(`${p}.fullDescription.text: required (GH2012)`);
      if (!text(rule.help)) out.push(`${p}.help.text: required (GH2012)`);
    });
    const results = arr(run.results);
    if (!results) return void out.push(`${at}.results: required (an empty array when nothing was found)`);
    if (results.length > GH_LIMITS.results) out.push(`${at}.results: more than ${GH_LIMITS.results}`);
    results.forEach((resV, i) => {
      const res = rec(resV) ?? {};
      const p = `${at}.results[${i}]`;
      const ruleId = res.ruleId ?? rec(res.rule)?.id;
      if (typeof ruleId !== 'string') out.push(`${p}.ruleId: required`);
      else if (!ids.has(ruleId)) out.push(`${p}.ruleId: ${ruleId} is not among the driver's rules`);
      if (typeof res.ruleIndex === 'number' && rec(rules[res.ruleIndex])?.id !== ruleId)
        out.push(`${p}.ruleIndex: does not point at rule ${String(ruleId)}`);
      if (!text(res.message)) out.push(`${p}.message.text: required, fully formatted (GH1007)`);
      if (res.level !== undefined && !LEVELS.includes(String(res.level)))
        out.push(`${p}.level: must be one of ${LEVELS.join(', ')}`);
      const locs = arr(res.locations);
      if (!locs?.length) out.push(`${p}.locations: at least one location is required (GH1015)`);
      else if (locs.length > GH_LIMITS.locations)
        out.push(`${p}.locations: more than ${GH_LIMITS.locations}`);
      (locs ?? []).forEach((locV, li) => {
        const phys = rec(rec(locV)?.physicalLocation);
        const lp = `${p}.locations[${li}].physicalLocation`;
        if (!phys) return void out.push(`${lp}: required (GH1001)`);
        const art = rec(phys.artifactLocation);
        const why = uriProblem(art?.uri, art?.uriBaseId);
        if (why) out.push(`${lp}.artifactLocation.uri ${why}`);
        const region = rec(phys.region);
        if (phys.region !== undefined) {
          const line = region?.startLine;
          if (typeof line !== 'number' || !Number.isInteger(line) || line < 1)
            out.push(`${lp}.region.startLine: a positive integer is required (GH1003)`);
        }
      });
      const fp = rec(res.partialFingerprints);
      if (fp && Object.values(fp).some((v) => typeof v !== 'string'))
        out.push(`${p}.partialFingerprints: values must be strings`);
    });
  });
  return out;
}

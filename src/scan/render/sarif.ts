import type { FindingRule, ScanResult } from '../scanResult';

const ISSUE_URL = 'https://github.com/cilium/cilium/issues/43619';

const RULES: Record<FindingRule, string> = {
  'NR001-version': 'Cilium version against cilium/cilium#43619 (fixed in v1.18.7 and v1.19.0-rc.0)',
  'NR002-exposed-pair':
    "A Service whose name is a byte-prefix of another's and that shares a backend with it",
  'NR003-empty-frontend':
    'A frontend with count 0 and no backend slots although its Service has ready endpoints',
  'NR004-eperm-log': 'Agent log lines with "operation not permitted" towards a Service VIP',
};

/** SARIF 2.1.0, one result per finding (fingerprinted by the finding id), for code-scanning dashboards. */
export function renderSarif(r: ScanResult): string {
  const rules = Object.entries(RULES).map(([id, text]) => ({
    id,
    shortDescription: { text },
    helpUri: ISSUE_URL,
  }));
  const results = r.findings.map((f) => ({
    ruleId: f.rule,
    level: f.level,
    message: { text: `${f.title}. ${f.message}` },
    ...(f.location && {
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: f.location.file },
            ...(f.location.line && { region: { startLine: f.location.line } }),
          },
        },
      ],
    }),
    partialFingerprints: { findingId: f.id },
    ...(f.pair && r.replays[f.pair]?.link && { properties: { replay: r.replays[f.pair]!.link } }),
  }));
  return JSON.stringify(
    {
      $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
      version: '2.1.0',
      runs: [
        {
          tool: { driver: { name: 'nonroutable-scan', informationUri: ISSUE_URL, rules } },
          results,
          properties: { exitCode: r.exitCode, summary: r.summary },
        },
      ],
    },
    null,
    2,
  );
}

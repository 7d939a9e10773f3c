import type { Finding, ScanResult } from '../scanResult';

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const SUITES: { name: string; rules: Finding['rule'][]; passName: string }[] = [
  { name: 'version', rules: ['NR001-version'], passName: 'version' },
  { name: 'exposure', rules: ['NR002-exposed-pair'], passName: 'no exposed pairs' },
  { name: 'damage now', rules: ['NR003-empty-frontend', 'NR004-eperm-log'], passName: 'no damage seen' },
];

/**
 * JUnit XML for CI dashboards: one test case per finding (named by its id). A case fails exactly when its finding
 * is a reason for the exit code (`failsRun`), so the report is red exactly when the job is; other findings pass
 * with their message as output. A suite without findings has one passing case, and "damage now" without node
 * outputs is skipped: nothing was checked.
 */
export function renderJunit(r: ScanResult): string {
  let tests = 0;
  let failures = 0;
  let skipped = 0;
  const suites = SUITES.map((s) => {
    const classname = `nonroutable.${s.name.replace(/ /g, '-')}`;
    const fs = r.findings.filter((f) => s.rules.includes(f.rule));
    const fails = fs.filter((f) => f.failsRun).length;
    const notChecked = !fs.length && s.name === 'damage now' && r.damage.status === 'no-data';
    const cases = fs.length
      ? fs.map((f) => {
          const body = f.failsRun
            ? `<failure type="${f.level}" message="${esc(f.title)}">${esc(f.message)}</failure>`
            : `<system-out>${esc(`${f.title}. ${f.message}`)}</system-out>`;
          return `    <testcase classname="${classname}" name="${esc(f.id)}">${body}</testcase>`;
        })
      : notChecked
        ? [
            `    <testcase classname="${classname}" name="no node outputs to check"><skipped message="no bpf lb list, service list or agent log in the input"/></testcase>`,
          ]
        : [`    <testcase classname="${classname}" name="${s.passName}"/>`];
    tests += cases.length;
    failures += fails;
    if (notChecked) skipped++;
    return `  <testsuite name="${s.name}" tests="${cases.length}" failures="${fails}" skipped="${notChecked ? 1 : 0}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="nonroutable scan: ${esc(r.issue.id)}" tests="${tests}" failures="${failures}" skipped="${skipped}">`,
    ...suites,
    '</testsuites>',
  ].join('\n');
}

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
 * JUnit XML for CI dashboards: one test case per finding (named by its id), failing for errors and warnings;
 * a suite without findings has one passing case.
 */
export function renderJunit(r: ScanResult): string {
  let tests = 0;
  let failures = 0;
  const suites = SUITES.map((s) => {
    const fs = r.findings.filter((f) => s.rules.includes(f.rule));
    const cases = fs.length
      ? fs.map((f) => {
          const fail = f.level !== 'note';
          if (fail) failures++;
          const body = fail
            ? `<failure type="${f.level}" message="${esc(f.title)}">${esc(f.message)}</failure>`
            : `<system-out>${esc(f.message)}</system-out>`;
          return `    <testcase classname="nonroutable.${s.name.replace(/ /g, '-')}" name="${esc(f.id)}">${body}</testcase>`;
        })
      : [
          `    <testcase classname="nonroutable.${s.name.replace(/ /g, '-')}" name="${s.name === 'damage now' && r.damage.status === 'no-data' ? 'no node outputs to check' : s.passName}"/>`,
        ];
    tests += cases.length;
    const fails = fs.filter((f) => f.level !== 'note').length;
    return `  <testsuite name="${s.name}" tests="${cases.length}" failures="${fails}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="nonroutable scan: ${esc(r.issue.id)}" tests="${tests}" failures="${failures}">`,
    ...suites,
    '</testsuites>',
  ].join('\n');
}

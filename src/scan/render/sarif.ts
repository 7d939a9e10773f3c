import type { SourceRef } from '../dump';
import type { Finding, ScanResult } from '../scanResult';
import { TOOL_VERSION } from '../toolVersion';
import { SARIF_RULES } from './sarifRules';

const ISSUE_URL = 'https://github.com/cilium/cilium/issues/43619';
/** Locations are relative to the checkout (code scanning resolves `%SRCROOT%` to the repository root). */
export const SRCROOT = '%SRCROOT%';

export interface SarifOptions {
  /** The caller's directory: absolute input paths under it become relative to it (the CLI passes its cwd). */
  root?: string;
}

const slashes = (p: string) => p.replace(/\\/g, '/');
const isAbsolute = (p: string) => p.startsWith('/') || /^[A-Za-z]:\//.test(p);

/**
 * A file name as a relative URI reference: relative to `root` when under it, else (an absolute path elsewhere)
 * its last segment — never an absolute local path. Segments are percent-encoded (`#`, `?`, spaces).
 */
export function relativeUri(file: string, root?: string): string {
  let p = slashes(file);
  const r = root && slashes(root).replace(/\/+$/, '');
  if (r && p.startsWith(`${r}/`)) p = p.slice(r.length + 1);
  else if (isAbsolute(p)) p = p.slice(p.lastIndexOf('/') + 1);
  p = p.replace(/^(\.\/)+/, '');
  if (p === '(stdin)') p = 'stdin';
  return p.split('/').filter(Boolean).map(encodeURIComponent).join('/') || 'input';
}

/**
 * A finding's location as code scanning takes it: the file the user gave (for a file inside an archive, the
 * archive itself, since only it can be in a repository), with the line when the line is in that file. The
 * member path inside the archive goes into the location's message and properties.
 */
export function sarifLocation(src: SourceRef, root?: string) {
  const [outer, ...members] = src.file.split('!/');
  const member = members.join('!/');
  const at = src.line ? `:${src.line}` : src.path ? ` (${src.path})` : '';
  return {
    physicalLocation: {
      artifactLocation: { uri: relativeUri(outer!, root), uriBaseId: SRCROOT },
      ...(!member && src.line && { region: { startLine: src.line } }),
    },
    ...(member && {
      message: { text: `in the archive: ${member}${at}` },
      properties: { archiveMember: member, ...(src.line && { line: src.line }) },
    }),
  };
}

function result(f: Finding, r: ScanResult, fallback: SourceRef, opts: SarifOptions) {
  const ruleIndex = SARIF_RULES.findIndex((x) => x.id === f.rule);
  const replay = f.pair && r.replays[f.pair]?.link;
  return {
    ruleId: f.rule,
    ruleIndex,
    level: f.level,
    message: { text: `${f.title}. ${f.message}` },
    locations: [sarifLocation(f.location ?? fallback, opts.root)],
    partialFingerprints: { findingId: f.id },
    ...(replay && { properties: { replay } }),
  };
}

/**
 * SARIF 2.1.0 that GitHub code scanning ingests: one result per finding (fingerprinted by the finding id), every
 * result located, URIs relative to `%SRCROOT%`, the tool's version, and rules with descriptions and help.
 * `sarifCheck.ts` holds the ingestion rules it is tested against.
 */
export function renderSarif(r: ScanResult, opts: SarifOptions = {}): string {
  const fallback: SourceRef = { file: r.inputs.files[0]?.name ?? 'input' };
  return JSON.stringify(
    {
      $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
      version: '2.1.0',
      runs: [
        {
          tool: {
            driver: {
              name: 'nonroutable-scan',
              version: TOOL_VERSION,
              semanticVersion: TOOL_VERSION,
              informationUri: ISSUE_URL,
              rules: SARIF_RULES,
            },
          },
          results: r.findings.map((f) => result(f, r, fallback, opts)),
          properties: { exitCode: r.exitCode, summary: r.summary, redacted: r.redacted },
        },
      ],
    },
    null,
    2,
  );
}

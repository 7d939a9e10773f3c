import type { CrossNamespace } from './crossNamespace';
import type { Damage } from './damageNow';
import type { FileKind, SourceRef } from './dump';
import type { Exposure } from './exposure';
import type { VersionVerdict } from './versionVerdict';

export const SCAN_SCHEMA = 'nonroutable-scan/v1';

export type FindingRule = 'NR001-version' | 'NR002-exposed-pair' | 'NR003-empty-frontend' | 'NR004-eperm-log';

/**
 * One thing every output format reports. Text, JSON, SARIF and JUnit are all rendered from this list, so they
 * cannot disagree about what was found.
 */
export interface Finding {
  /** Stable: `version`, `pair:<released> > <victim>`, `frontend:<node> <address>`, `log:<node> <address>`. */
  id: string;
  rule: FindingRule;
  level: 'error' | 'warning' | 'note';
  title: string;
  message: string;
  location?: SourceRef;
  /** The exposed pair this finding is about or explained by (its replay). */
  pair?: string;
  /**
   * Whether it is a reason for a non-zero exit code (damage; an exposed pair or the version while pairs are at
   * risk). JUnit fails exactly these cases, so a CI job's test report and its exit status agree.
   */
  failsRun: boolean;
}

/** A replay of one pair: a scenario (format v1) and the moment of damage in its buggy run, for compare view. */
export interface Replay {
  scenario: import('../scenario/types').ScenarioV1;
  /** Simulated ms of the first BPF change that takes the victim's backends (the buggy run). */
  at: number;
  /** The victim VIP the moment was measured on. */
  vip: string;
  /** A share link, when the caller gave the app's URL. */
  link?: string;
  /** Where the CLI wrote the scenario file (`--replay-dir`). */
  file?: string;
}

/** Everything the scanner concluded, in one object. Its JSON form is documented in README.md ("Scan"). */
export interface ScanResult {
  schema: typeof SCAN_SCHEMA;
  issue: { id: string; fix: string; backport: string; fixedIn: readonly string[] };
  inputs: {
    files: { name: string; kind: FileKind }[];
    services: number;
    endpointSlices: number;
    endpoints: number;
    /** Objects of other kinds, by kind. */
    ignored: Record<string, number>;
    nodes: number;
  };
  version: VersionVerdict;
  exposure: Exposure & { crossNamespace: CrossNamespace };
  damage: Damage;
  /** Replays by pair id (added by `attachReplays`). */
  replays: Record<string, Replay>;
  findings: Finding[];
  /** 0 not affected, 2 affected (or unknown) version with exposed pairs, 3 damage present now. */
  exitCode: 0 | 2 | 3;
  summary: string;
  warnings: string[];
  /** Names and addresses are stable placeholders (`--redact`). */
  redacted: boolean;
}

/** Version states under which an exposed pair is a live risk (a CI run fails on them). */
export const atRisk = (v: VersionVerdict) =>
  v.status === 'affected' || v.status === 'possibly' || v.status === 'unknown';

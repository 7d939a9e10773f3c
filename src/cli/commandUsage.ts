import { SCAN_FORMATS } from '../scan/render';
import { PROG } from './prog';

// Every command's usage line, in a module of its own: the help and each command's errors read them without
// loading the commands themselves (the prebuilt CLI loads a command's code only when that command runs).

export const SIMULATE_FORMATS = [
  'json',
  'bpf',
  'services',
  'frontends',
  'backends',
  'log',
  'events',
  'audit',
  'steps',
  'svc',
  'slices',
  'curl',
] as const;
export type SimulateFormat = (typeof SIMULATE_FORMATS)[number];

export const SCAN_USAGE = `${PROG} scan <file|dir|zip|-> [more files…] [--cilium-version V] [--format ${SCAN_FORMATS.join('|')}] [--redact] [--base <app URL>] [--replay-dir <dir>]`;

export const KUBECTL_USAGE = `kubectl ${PROG} scan [--context NAME] [--kubeconfig FILE] [-A | -n NAMESPACE] [--exec] [-o FORMAT] [--redact] [--cilium-version V] [--exit-zero]
  (installed as the kubectl plugin kubectl-${PROG}; without -n, every namespace; --exec also runs
  cilium-dbg version and cilium-dbg bpf lb list in one agent through kubectl exec, to see damage present now)`;

export const PRESETS_USAGE = `${PROG} presets`;

export const LINK_USAGE = `${PROG} link <file.json|preset-id> --mode buggy|fixed|compare [--at <ms>] --base <app URL> [--lang en|zh]`;

export const SIMULATE_USAGE = `${PROG} simulate <file.json|preset-id> --mode buggy|fixed [--until <ms>] [--cilium-version <release>] [--format ${SIMULATE_FORMATS.join('|')}]`;

export const TRANSCRIPT_USAGE = `${PROG} run <transcript|-> [--scenario <file.json|preset-id>] [--mode buggy|fixed] [--at <ms>] [--format text|json]`;

export const TALK_USAGE = `${PROG} talk handout <file.json|preset-id> --out <file.pdf|file.html> [--lang en|zh] [--notes] [--base <app URL>]`;

export const EXPORT_USAGE = `${PROG} export <file.json|preset-id> --at <ms> --format svg [--mode buggy|fixed|compare] [--lang en|zh] [--theme dark|light] [--width <px>] [--scale 1|2|4] [--caption] [--keys] [--base <app URL>] [--out <file.svg>]`;

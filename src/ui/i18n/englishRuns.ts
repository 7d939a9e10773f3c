/**
 * Terms Chinese technical writing keeps in English (names of programs, tables and maps). Anything else in
 * a zh string that reads as three or more English words in a row is an untranslated phrase.
 */
const KEPT = [/BPF LB map/g, /kube-proxy replacement/g, /Key inspector/gi];

/** Quoted text (“…”, "…") quotes a message or a program's output: it stays as it was written. */
const QUOTED = /“[^”]*”|"[^"]*"/g;

/**
 * Runs of three or more English words in a string, ignoring `code` spans, quoted text (“…”, "…") and
 * the kept terms: what a 中文 reader would see as untranslated prose.
 */
export function englishRuns(text: string): string[] {
  let s = text.replace(/`[^`]*`/g, ' ').replace(QUOTED, ' ');
  for (const k of KEPT) s = s.replace(k, ' ');
  return s.match(/[A-Za-z][A-Za-z'’-]*(?:[ \t]+[A-Za-z][A-Za-z'’-]*){2,}/g) ?? [];
}

/**
 * Single English words that 中文 text keeps, as the Chinese write-up does: names of Kubernetes and Cilium
 * objects, tables, fields and programs (lower-case here; compared without case).
 */
const KEPT_WORDS = new Set(
  [
    // Objects, tables, fields and programs.
    'agent',
    'apiserver',
    'backend',
    'backends',
    'bpf',
    'bug',
    'cilium',
    'cilium-agent',
    'config',
    'connect',
    'controller',
    'count',
    'curl',
    'ebpf',
    'endpoint',
    'endpoints',
    'etcd',
    'frontend',
    'frontends',
    // Shell tools the write-up pipes into, named as programs.
    'grep',
    'helm',
    // eBPF writing in 中文 keeps the kernel's own word for where a program attaches.
    'hook',
    'instance',
    'key',
    'kube-apiserver',
    'kube-proxy',
    'kubectl',
    'kubernetes',
    'lease',
    'list',
    'map',
    'ms',
    'non-routable',
    'nonroutable',
    'null',
    'patch',
    'pod',
    're-list',
    'reconcile',
    'reconciler',
    'reflector',
    'rev-nat',
    'service',
    'services',
    'service-controller',
    'slice',
    'slot',
    'socket',
    'socket-lb',
    'statedb',
    'watch',
    // Keys, as printed on the keyboard.
    'alt',
    'backspace',
    'ctrl',
    'end',
    'enter',
    'esc',
    'home',
    'shift',
    'space',
    'tab',
  ].map((w) => w.toLowerCase()),
);

/**
 * A token that names a thing rather than says something: an address, a path, a version, an object, pod or
 * program name (digits, `/`, `.`, `:`, or words joined by `-`: `kubernetes-intranet`, `cilium-dbg`), a CamelCase
 * type (`EndpointSlice`, `LoadBalancer`), an acronym (`TKE`) or a single letter (a unit or a variable: `s`, `t`).
 */
const isName = (w: string) =>
  w.length === 1 ||
  /[0-9/._:@=#<>[\]{}]/.test(w) ||
  /\w-\w/.test(w) ||
  /[a-z][A-Z]/.test(w) ||
  /^[A-Z][A-Z-]*[A-Z]$/.test(w);

/**
 * English words in a string shown to a 中文 reader that are neither kept terms, names (see `isName`, and the
 * scenario's own object `names`), quoted messages, calls nor kept phrases: each is an untranslated word.
 * Backtick spans are dropped; code elements are the caller's to leave out (a DOM walk skips them).
 */
export function untranslatedWords(text: string, names: readonly string[] = []): string[] {
  // A call such as `Stop()` or `GetInstancesOfService(name)` is code, written without backticks.
  let s = text
    .replace(/`[^`]*`/g, ' ')
    .replace(QUOTED, ' ')
    .replace(/[A-Za-z_][\w.]*\([^()]*\)/g, ' ');
  for (const k of KEPT) s = s.replace(k, ' ');
  const out: string[] = [];
  // Latin runs, with the marks that join a name's parts; everything else (CJK, full-width punctuation,
  // spaces, arrows) separates them.
  for (const raw of s.match(/[A-Za-z0-9'’\-/._:@=#<>[\]{}]+/g) ?? []) {
    const w = raw.replace(/^['’\-.:]+|['’\-.:]+$/g, '');
    if (!/[A-Za-z]/.test(w) || isName(w)) continue;
    if (!KEPT_WORDS.has(w.toLowerCase()) && !names.includes(w)) out.push(w);
  }
  return out;
}

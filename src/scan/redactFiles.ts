import type { SourceRef } from './dump';

/**
 * An agent pod's name as the DaemonSet makes it: `cilium-` and five characters of the API's random-suffix
 * alphabet (no vowels), so `cilium-agent`, `cilium-sysdump` or `cilium-config` never match.
 */
const POD = /cilium-[bcdfghjklmnpqrstvwxz2456789]{5}(?![a-z0-9])/g;

/**
 * Redacts file names for `--redact`: the folders of the path the user typed are dropped (they are local paths),
 * and agent pod names anywhere in it (bugtool archives and agent logs inside a sysdump are named after the pod)
 * become the node placeholder the rest of the result uses, or `cilium-pod` when the pod has none.
 */
export function fileRedactor(node: (pod: string) => string | undefined) {
  const pods = (s: string) => s.replace(POD, (pod) => node(pod) ?? 'cilium-pod');
  const file = (f: string): string => {
    const bang = f.indexOf('!/');
    const outer = (bang < 0 ? f : f.slice(0, bang)).replace(/\\/g, '/');
    const rest = bang < 0 ? '' : f.slice(bang);
    return pods(outer.slice(outer.lastIndexOf('/') + 1) + rest);
  };
  return {
    file,
    src: (s: SourceRef): SourceRef => ({ ...s, file: file(s.file) }),
    /** A warning starts with the file it is about (`<file>: skipped …`); pod names may follow. */
    warning: (w: string) => {
      const colon = w.indexOf(': ');
      return colon < 0 ? pods(w) : file(w.slice(0, colon)) + pods(w.slice(colon));
    },
  };
}

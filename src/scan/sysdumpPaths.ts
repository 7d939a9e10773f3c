/**
 * File names in a `cilium sysdump` (cilium-cli `sysdump/constants.go`) and in the per-agent bugtool archives it
 * holds (`cmd/<command with spaces as dashes>.md`). Only these are read from a sysdump; the rest is skipped.
 */

const base = (p: string) => p.slice(p.lastIndexOf('/') + 1);

const K8S_FILES = /^(k8s-services|k8s-endpointslices|cilium-configmap|cilium-daemonset)-.*\.ya?ml$/;
const AGENT_LOG = /^logs-(cilium-[a-z0-9]+)-cilium-agent-.*\.log$/;
const BUGTOOL = /cilium-bugtool-(cilium-[a-z0-9]+)-/;
const BUGTOOL_ARCHIVE = /^cilium-bugtool-.*\.(tar|tar\.gz|tgz)$/;
const CMD_OUTPUT = /(bpf-lb-list|service-list|-version)[^/]*\.(md|txt|json)$/;

/**
 * True when the entries look like an unpacked sysdump, whose many files must not all be parsed. A sysdump zip
 * among them does not make the others a sysdump: the zip is read as one, and the files beside it as they are.
 */
export function isSysdump(paths: readonly string[]): boolean {
  return paths.some(
    (p) =>
      !/\.(zip|tar|tar\.gz|tgz)$/i.test(p) &&
      (/^k8s-services-.*\.ya?ml$/.test(base(p)) || /cilium-sysdump/.test(p)),
  );
}

export type SysdumpRole = 'objects' | 'agent log' | 'bugtool archive' | 'command output' | 'skip';

/** What a sysdump file is for the scanner. */
export function sysdumpRole(path: string): SysdumpRole {
  const b = base(path);
  if (K8S_FILES.test(b)) return 'objects';
  if (AGENT_LOG.test(b)) return 'agent log';
  if (BUGTOOL_ARCHIVE.test(b)) return 'bugtool archive';
  if (/(^|\/)cmd\//.test(path) && CMD_OUTPUT.test(b)) return 'command output';
  return 'skip';
}

/**
 * The agent a node output belongs to: the agent pod named in the bugtool archive or log file name, or else the
 * file's own name (a loose `bpf-lb-list.txt` stands for one node).
 */
export function nodeOf(path: string): string {
  const bug = BUGTOOL.exec(path);
  if (bug) return bug[1]!;
  const log = AGENT_LOG.exec(base(path));
  if (log) return log[1]!;
  return base(path);
}

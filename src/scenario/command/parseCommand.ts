import { tokenize } from './tokenize';
import type { AgentRead, Command, ParseResult } from './types';
import { parseKubectl } from './parseKubectl';

const fail = (
  code: 'empty' | 'quote' | 'unknown' | 'notModelled' | 'usage',
  detail: string,
): ParseResult => ({
  ok: false,
  error: { code, detail },
});
const ok = (command: Command): ParseResult => ({ ok: true, command });

/** The app's own command for the trigger of the incident: a cluster spec change replaces the replicas. */
export const RESTART_APISERVER_USAGE = 'restart apiserver [REPLICA]';

/**
 * Parses one command line. Agent commands are accepted bare (`cilium bpf lb list`, `cilium-dbg …`) or as
 * the write-up typed them, through `kubectl -n kube-system exec ds/cilium -- `.
 */
export function parseCommand(line: string): ParseResult {
  const t = tokenize(line.trim().replace(/^\$\s*/, ''));
  if (!t.ok) return fail('quote', line);
  const tokens = t.tokens;
  if (!tokens.length) return fail('empty', '');
  const [prog, ...rest] = tokens as [string, ...string[]];
  switch (prog) {
    case 'help':
    case '?':
      return ok({ kind: 'help' });
    case 'cilium':
    case 'cilium-dbg':
      return parseAgent(rest, prog);
    case 'curl':
      return parseCurl(rest);
    case 'kubectl': {
      const dash = rest.indexOf('--');
      if (rest.includes('exec')) {
        if (dash < 0) return fail('usage', 'kubectl -n kube-system exec ds/cilium -- cilium-dbg …');
        const inner = rest.slice(dash + 1);
        if (inner[0] !== 'cilium' && inner[0] !== 'cilium-dbg')
          return fail('notModelled', `kubectl exec -- ${inner[0] ?? ''}`.trim());
        return parseAgent(inner.slice(1), inner[0]);
      }
      return parseKubectl(rest);
    }
    case 'restart':
      if (rest[0] === 'apiserver' || rest[0] === 'apiservers') {
        if (rest.length === 1) return ok({ kind: 'restartApiserver' });
        const n = Number(rest[1]);
        if (rest.length === 2 && Number.isInteger(n) && n >= 0)
          return ok({ kind: 'restartApiserver', replica: n });
      }
      return fail('usage', RESTART_APISERVER_USAGE);
    case 'helm':
    case 'etcdctl':
    case 'ip':
    case 'iptables':
    case 'bpftool':
    case 'ping':
    case 'tcpdump':
    case 'hubble':
      return fail('notModelled', prog);
    default:
      return fail('unknown', prog);
  }
}

const AGENT: [string, AgentRead][] = [
  ['bpf lb list', 'bpfLbList'],
  ['service list', 'serviceList'],
  ['shell -- db/show frontends', 'frontends'],
  ['shell -- db/show backends', 'backends'],
  ['shell -- db show frontends', 'frontends'],
  ['shell -- db show backends', 'backends'],
];

function parseAgent(args: string[], prog: string): ParseResult {
  const text = args.filter((a) => a !== '-o' && a !== 'table').join(' ');
  const hit = AGENT.find(([k]) => k === text);
  if (hit) return ok({ kind: 'agent', what: hit[1] });
  return fail('notModelled', `${prog} ${args.join(' ')}`.trim());
}

function parseCurl(args: string[]): ParseResult {
  const url = args.filter((a) => !a.startsWith('-')).at(-1);
  const m = url && /^(?:(https?):\/\/)?(\d{1,3}(?:\.\d{1,3}){3})(?::(\d{1,5}))?\/?$/.exec(url);
  if (!m) return fail('usage', 'curl -v -k https://IP:PORT');
  const port = m[3] ? Number(m[3]) : m[1] === 'https' ? 443 : 80;
  if (port < 1 || port > 65535) return fail('usage', 'curl -v -k https://IP:PORT');
  return ok({ kind: 'curl', ip: m[2]!, port });
}

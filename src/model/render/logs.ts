import { errnoText } from '../errno';
import type { AuditEntry, ConnectResult, LogLine, ReflectorLogLine } from '../trace';
import { isoTime, logTime } from '../wallClock';
import { columns } from './columns';
import { parseL3n4Addr } from '../l3n4Addr';

function slogValue(v: string): string {
  return /^[^\s"=]+$/.test(v) ? v : JSON.stringify(v);
}

const REFLECTOR_MODULE: [string, string] = [
  'module',
  'agent.controlplane.loadbalancer-reflectors.k8s-reflector',
];

/** A Go slice as `%v` prints it (slog's text handler formats a slice attribute so): `[a b]`, `[]`. */
const goSlice = (xs: readonly string[]) => `[${xs.join(' ')}]`;

/**
 * The message of a reflector fact as the write-up's instrumented build logged it (`p.Log.Info("DEBUG: …")`
 * added to `runServiceEndpointsReflector`; the real agent has no such lines).
 */
function instrumentedMsg(l: ReflectorLogLine): string {
  return l.msg === 'processServiceEvent'
    ? 'DEBUG: Processing service event'
    : 'DEBUG: UpsertAndReleaseBackends in processEndpointsEvent';
}

/**
 * A log line's slog attributes, in order. A reflector fact's are the instrumented build's: `key`, the buffer key
 * as `%+v` prints it, for a Service event; `name`, `backends` and `orphans` (each a Go slice) for an endpoints
 * event. The build printed each backend's whole `BackendParams`; the model prints its address, which is what the
 * release compares.
 */
export function logAttrs(l: LogLine): [string, string][] {
  if ('attrs' in l) return l.attrs;
  if (l.msg === 'processServiceEvent') {
    const [ns = '', name = ''] = l.service.split('/');
    return [REFLECTOR_MODULE, ['key', `{key:{Name:${name} Namespace:${ns}} isSvc:true}`]];
  }
  return [
    REFLECTOR_MODULE,
    ['name', l.service],
    ['backends', goSlice(l.addrs)],
    ['orphans', goSlice(l.orphans ?? [])],
  ];
}

/**
 * One cilium-agent log line in slog text format (or as printed, for a line outside the logger). A reflector fact
 * prints as the write-up's instrumented build printed it, at `info` with its `DEBUG: ` message: views that show
 * the real agent's log leave those facts out (their level in the model is `debug`).
 */
export function renderLogLine(l: LogLine, startTime: number): string {
  if ('raw' in l && l.raw) return l.msg;
  const attrs = logAttrs(l)
    .map(([k, v]) => `${k}=${slogValue(v)}`)
    .join(' ');
  const [level, msg] = 'attrs' in l ? [l.level, l.msg] : ['info', instrumentedMsg(l)];
  return `time=${logTime(startTime, l.at)} level=${level} msg=${slogValue(msg)}${attrs ? ` ${attrs}` : ''}`;
}

/**
 * The agent's log: the real agent's lines, or with `debug` the write-up's instrumented build's, which adds the
 * reflector's `DEBUG:` lines (the facts the model keeps at level `debug`).
 */
export function renderAgentLog(
  lines: readonly LogLine[],
  startTime: number,
  opts: { debug?: boolean } = {},
): string {
  return lines
    .filter((l) => opts.debug || l.level !== 'debug')
    .map((l) => renderLogLine(l, startTime))
    .join('\n');
}

/** The apiserver audit log as a search result table. Writes that never reached it are absent. */
export function renderAuditLog(entries: readonly AuditEntry[], startTime: number): string {
  const rows = entries
    .filter((e) => !e.missing)
    .map((e) => [
      isoTime(startTime, e.at),
      e.verb,
      e.user,
      e.resource,
      `${e.namespace}/${e.name}`,
      String(e.code),
    ]);
  return columns([['TIME', 'VERB', 'USER', 'RESOURCE', 'OBJECT', 'CODE'], ...rows]);
}

/**
 * How `curl` was typed: `https` as the URL's scheme (default: guessed from the port, as the panels show it),
 * `insecure` for `-k`, `verbose` for `-v`, `echo` to start with the command line itself (the panels do; a
 * terminal already shows what was typed).
 */
export interface CurlOptions {
  https?: boolean;
  insecure?: boolean;
  verbose?: boolean;
  echo?: boolean;
}

/** A connect a client on the node made (a curl), not the agent's own connects to the apiserver. */
export const isCurl = (r: ConnectResult): boolean => r.client !== 'cilium-agent';

/** `curl -v` from the node for one connect. */
export function renderCurl(r: ConnectResult, o: CurlOptions = {}): string {
  const p = parseL3n4Addr(r.to);
  const ip = p?.ip ?? r.to;
  const port = p?.port ?? 0;
  const https = o.https ?? (port === 443 || port === 6443 || port === 60002);
  const insecure = o.insecure ?? https;
  const verbose = o.verbose ?? true;
  const echo = o.echo ?? true;
  const lines = [
    ...(echo
      ? [
          `$ curl${verbose ? ' -v' : ''}${insecure && https ? ' -k' : ''} ${https ? 'https' : 'http'}://${ip}:${port}`,
        ]
      : []),
    `* Trying ${ip}:${port}...`,
  ];
  const fail = (why: string, ms: number) => [
    `* Failed to connect to ${ip} port ${port} after ${ms} ms: Couldn't connect to server`,
    '* Closing connection',
    `curl: (7) Failed to connect to ${ip} port ${port} after ${ms} ms: ${why}`,
  ];
  const out = (all: string[]) =>
    // Without -v curl prints only its error line or the body: the `*`, `>` and `<` lines are verbose output.
    (verbose ? all : all.filter((l) => !/^[*<>] /.test(l) && !l.startsWith('$ '))).join('\n');
  switch (r.result) {
    case 'EPERM':
      return out([
        ...lines,
        `* Immediate connect fail for ${ip}: Operation not permitted`,
        ...fail("Couldn't connect to server", 0),
      ]);
    case 'EHOSTUNREACH':
      return out([
        ...lines,
        `* Immediate connect fail for ${ip}: No route to host`,
        ...fail("Couldn't connect to server", 0),
      ]);
    case 'ECONNREFUSED':
      return out([
        ...lines,
        `* connect to ${ip} port ${port} failed: Connection refused`,
        ...fail("Couldn't connect to server", 1),
      ]);
    case 'ETIMEDOUT':
      return out([
        ...lines,
        `* connect to ${ip} port ${port} failed: Connection timed out`,
        ...fail("Couldn't connect to server", 130000),
      ]);
    case 'ok':
      if (https && !insecure)
        // The apiserver's certificate is signed by the cluster's own CA, which the node's curl does not trust.
        return out([
          ...lines,
          `* Connected to ${ip} (${ip}) port ${port}`,
          '* SSL certificate problem: unable to get local issuer certificate',
          '* Closing connection',
          'curl: (60) SSL certificate problem: unable to get local issuer certificate',
        ]);
      return out([
        ...lines,
        `* Connected to ${ip} (${ip}) port ${port}`,
        ...(https
          ? [
              '* SSL connection using TLSv1.3',
              '> GET / HTTP/2',
              '< HTTP/2 401',
              '{"kind":"Status","status":"Failure","message":"Unauthorized","code":401}',
            ]
          : ['> GET / HTTP/1.1', '< HTTP/1.1 200 OK']),
      ]);
  }
}

/** The error a Go client (the agent) prints for a failed dial. */
export function goDialError(r: ConnectResult): string {
  const p = parseL3n4Addr(r.to);
  return `dial tcp ${p ? `${p.ip}:${p.port}` : r.to}: connect: ${errnoText(r.result)}`;
}

import { errnoText } from '../socketLb';
import type { AuditEntry, ConnectResult, LogLine } from '../trace';
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

/** A log line's slog attributes, in order (a reflector line's are made from its facts). */
export function logAttrs(l: LogLine): [string, string][] {
  if ('attrs' in l) return l.attrs;
  const name: [string, string] = ['name', l.service];
  if (l.msg === 'processServiceEvent')
    return [REFLECTOR_MODULE, ['kind', 'upsert'], name, ['frontends', l.addrs.join(' ')]];
  return [REFLECTOR_MODULE, name, ['backends', l.addrs.join(' ')], ['orphans', (l.orphans ?? []).join(' ')]];
}

/** One cilium-agent log line in slog text format (or as printed, for a line outside the logger). */
export function renderLogLine(l: LogLine, startTime: number): string {
  if ('raw' in l && l.raw) return l.msg;
  const attrs = logAttrs(l)
    .map(([k, v]) => `${k}=${slogValue(v)}`)
    .join(' ');
  return `time=${logTime(startTime, l.at)} level=${l.level} msg=${slogValue(l.msg)}${attrs ? ` ${attrs}` : ''}`;
}

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

/** `curl -v` from the node for one connect. */
export function renderCurl(r: ConnectResult): string {
  const p = parseL3n4Addr(r.to);
  const ip = p?.ip ?? r.to;
  const port = p?.port ?? 0;
  const https = port === 443 || port === 6443 || port === 60002;
  const lines = [
    `$ curl -v${https ? ' -k' : ''} ${https ? 'https' : 'http'}://${ip}:${port}`,
    `* Trying ${ip}:${port}...`,
  ];
  const fail = (why: string, ms: number) => [
    `* Failed to connect to ${ip} port ${port} after ${ms} ms: Couldn't connect to server`,
    '* Closing connection',
    `curl: (7) Failed to connect to ${ip} port ${port} after ${ms} ms: ${why}`,
  ];
  switch (r.result) {
    case 'EPERM':
      return [
        ...lines,
        `* Immediate connect fail for ${ip}: Operation not permitted`,
        ...fail("Couldn't connect to server", 0),
      ].join('\n');
    case 'EHOSTUNREACH':
      return [
        ...lines,
        `* Immediate connect fail for ${ip}: No route to host`,
        ...fail("Couldn't connect to server", 0),
      ].join('\n');
    case 'ECONNREFUSED':
      return [
        ...lines,
        `* connect to ${ip} port ${port} failed: Connection refused`,
        ...fail("Couldn't connect to server", 1),
      ].join('\n');
    case 'ETIMEDOUT':
      return [
        ...lines,
        `* connect to ${ip} port ${port} failed: Connection timed out`,
        ...fail("Couldn't connect to server", 130000),
      ].join('\n');
    case 'ok':
      return [
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
      ].join('\n');
  }
}

/** The error a Go client (the agent) prints for a failed dial. */
export function goDialError(r: ConnectResult): string {
  const p = parseL3n4Addr(r.to);
  return `dial tcp ${p ? `${p.ip}:${p.port}` : r.to}: connect: ${errnoText(r.result)}`;
}

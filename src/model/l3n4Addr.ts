import { flatString } from './flatString';

/** `L3n4Addr`: IP + port + protocol, written `ip:port/PROTO`. Two backends are the same row only if all
 * three are equal. IPv4 only, like the incident. */

export type Protocol = 'TCP' | 'UDP' | 'SCTP';
export type L3n4Addr = string;

export function l3n4Addr(ip: string, port: number, protocol: Protocol = 'TCP'): L3n4Addr {
  return flatString([ip, ':', String(port), '/', protocol]);
}

export interface ParsedAddr {
  ip: string;
  port: number;
  protocol: Protocol;
}

const ADDR_RE = /^(\d{1,3}(?:\.\d{1,3}){3}):(\d{1,5})(?:\/(TCP|UDP|SCTP))?$/;

/**
 * True for a dotted-quad IPv4 address with every octet in 0–255 and no leading zeros (Go's net/netip, and
 * so Kubernetes, refuses `010.096.000.010`: some parsers read a leading zero as octal).
 */
export function isIPv4(ip: string): boolean {
  const parts = ip.split('.');
  return parts.length === 4 && parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255);
}

/** Parses `ip:port[/PROTO]` (protocol defaults to TCP); undefined when malformed. */
export function parseL3n4Addr(s: string): ParsedAddr | undefined {
  const m = ADDR_RE.exec(s);
  if (!m || !isIPv4(m[1]!)) return undefined;
  const port = Number(m[2]);
  if (port < 0 || port > 65535) return undefined;
  return { ip: m[1]!, port, protocol: (m[3] as Protocol | undefined) ?? 'TCP' };
}

// A pure function's memo: addresses repeat across every step, parsing them in comparators dominated.
const sortKeys = new Map<string, string>();

/** Sort key that orders addresses by their bytes (IP, then port, then protocol). */
export function addrSortKey(addr: L3n4Addr): string {
  let k = sortKeys.get(addr);
  if (k === undefined) {
    k = computeSortKey(addr);
    if (sortKeys.size > 1_000_000) sortKeys.clear();
    sortKeys.set(addr, k);
  }
  return k;
}

/** The protocol of a well-formed `ip:port/PROTO`. */
export function addrProtocol(addr: L3n4Addr): string {
  return addr.slice(addr.lastIndexOf('/') + 1);
}

/** `addrProtocol(addr) === proto`, without making the substring (selecting backends asks it per row). */
export function hasProtocol(addr: L3n4Addr, proto: string): boolean {
  const from = addr.lastIndexOf('/') + 1;
  return addr.length - from === proto.length && addr.startsWith(proto, from);
}

function computeSortKey(addr: L3n4Addr): string {
  const p = parseL3n4Addr(addr);
  if (!p) return addr;
  const ip = p.ip
    .split('.')
    .map((o) => Number(o).toString(16).padStart(2, '0'))
    .join('');
  return `${ip}${p.port.toString(16).padStart(4, '0')}${p.protocol}`;
}

/**
 * Parses a well-formed `ip:port[/PROTO]` into `ip * 65536 + port` (exact in a double) without allocating, or
 * returns -1 when `parseL3n4Addr` would not accept it. `PROTO` is left to the caller.
 */
function addrNumber(a: string): number {
  let ip = 0;
  let i = 0;
  for (let octet = 0; octet < 4; octet++) {
    let v = 0;
    const start = i;
    for (; i < a.length; i++) {
      const c = a.charCodeAt(i) - 48;
      if (c < 0 || c > 9) break;
      v = v * 10 + c;
    }
    // No leading zeros (`007`), as isIPv4 and so parseL3n4Addr refuse them.
    if (i === start || i - start > 3 || v > 255 || (i - start > 1 && a.charCodeAt(start) === 48)) return -1;
    if (a.charCodeAt(i) !== (octet < 3 ? 46 : 58)) return -1; // '.' between octets, ':' after the last
    i++;
    ip = ip * 256 + v;
  }
  let port = 0;
  const start = i;
  for (; i < a.length; i++) {
    const c = a.charCodeAt(i) - 48;
    if (c < 0 || c > 9) break;
    port = port * 10 + c;
  }
  if (i === start || i - start > 5 || port > 65535) return -1;
  if (i === a.length) return ip * 65536 + port;
  if (a.charCodeAt(i) !== 47) return -1; // '/'
  return isProtocolAt(a, i + 1) ? ip * 65536 + port : -1;
}

/** Whether `a` ends, from `at`, in exactly `TCP`, `UDP` or `SCTP` (compared in place: no substring). */
function isProtocolAt(a: string, at: number): boolean {
  const n = a.length - at;
  return n === 3 ? a.startsWith('TCP', at) || a.startsWith('UDP', at) : n === 4 && a.startsWith('SCTP', at);
}

const protoOf = (a: string) => {
  const i = a.lastIndexOf('/');
  return i < 0 ? 'TCP' : a.slice(i + 1);
};

/** Orders addresses by their bytes (IP, then port, then protocol): the order of `addrSortKey`. */
export function compareAddr(a: L3n4Addr, b: L3n4Addr): number {
  if (a === b) return 0;
  const na = addrNumber(a);
  const nb = addrNumber(b);
  if (na < 0 || nb < 0) {
    const ka = addrSortKey(a);
    const kb = addrSortKey(b);
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  }
  if (na !== nb) return na < nb ? -1 : 1;
  const pa = protoOf(a);
  const pb = protoOf(b);
  return pa < pb ? -1 : pa > pb ? 1 : 0;
}

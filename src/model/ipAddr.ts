/**
 * IP addresses as Cilium compares them. Cilium keys a backend by a parsed `L3n4Addr` (Go's `netip.Addr`), so
 * `FD00:10:244:1::5`, `fd00:0010:0244:0001:0000:0000:0000:0005` and `fd00:10:244:1::5` are one backend. The
 * scanner therefore compares addresses in one canonical text form: Go's `netip.Addr.String()`, which is RFC 5952
 * for IPv6 (lower case, no leading zeros, the longest run of two or more zero groups as `::`) and prints an
 * IPv4-mapped IPv6 address as `::ffff:a.b.c.d`. A mapped address stays IPv6, as in netip: it is not the same
 * backend as the plain IPv4 address.
 */

/** One IPv4 dotted quad, decimal, no leading zeros (netip rejects them), or undefined. */
function parseV4(s: string): number[] | undefined {
  const parts = s.split('.');
  if (parts.length !== 4) return undefined;
  const out: number[] = [];
  for (const p of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(p)) return undefined;
    const n = Number(p);
    if (n > 255) return undefined;
    out.push(n);
  }
  return out;
}

/** The eight 16-bit groups of an IPv6 address (with an optional trailing dotted quad), or undefined. */
function parseV6(s: string): number[] | undefined {
  if (!s.includes(':') || s.includes('%')) return undefined;
  const halves = s.split('::');
  if (halves.length > 2) return undefined;
  const groups = (h: string): number[] | undefined => {
    if (h === '') return [];
    const out: number[] = [];
    const parts = h.split(':');
    for (const [i, p] of parts.entries()) {
      if (i === parts.length - 1 && p.includes('.')) {
        const v4 = parseV4(p);
        if (!v4) return undefined;
        out.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else if (/^[0-9a-fA-F]{1,4}$/.test(p)) out.push(parseInt(p, 16));
      else return undefined;
    }
    return out;
  };
  const head = groups(halves[0]!);
  if (!head) return undefined;
  if (halves.length === 1) return head.length === 8 ? head : undefined;
  // A dotted quad may only end the address, so it can only be in the tail.
  if (halves[0]!.includes('.')) return undefined;
  const tail = groups(halves[1]!);
  if (!tail || head.length + tail.length > 7) return undefined;
  return [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/** RFC 5952 text of eight groups; `::ffff:a.b.c.d` for an IPv4-mapped address (as netip prints it). */
export function formatV6(g: readonly number[]): string {
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff)
    return `::ffff:${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`;
  let best = -1;
  let bestLen = 1; // a single zero group is not compressed
  for (let i = 0; i < 8;) {
    let j = i;
    while (j < 8 && g[j] === 0) j++;
    if (j - i > bestLen) [best, bestLen] = [i, j - i];
    i = j > i ? j : i + 1;
  }
  const hex = (xs: readonly number[]) => xs.map((x) => x.toString(16)).join(':');
  return best < 0 ? hex(g) : `${hex(g.slice(0, best))}::${hex(g.slice(best + bestLen))}`;
}

/** The canonical text of an IP address, or undefined when `s` is not one. */
export function parseIp(s: string): string | undefined {
  const t = s.trim();
  const v4 = parseV4(t);
  if (v4) return v4.join('.');
  const v6 = parseV6(t);
  return v6 && formatV6(v6);
}

/** The canonical text of an address, or the text itself when it is not an IP (it then only equals itself). */
export const canonicalIp = (s: string) => parseIp(s) ?? s;

/**
 * An `ip:port[/PROTO]` or `[ip]:port[/PROTO]` as node outputs and logs print it, with its IP made canonical
 * (IPv6 in brackets), so it can be looked up among the frontends built from the objects.
 */
export function canonicalAddr(addr: string): string {
  const m = /^\[([^\]]+)\](:.*)$/.exec(addr) ?? /^([^:]+)(:.*)$/.exec(addr);
  if (!m) return addr;
  const ip = canonicalIp(m[1]!);
  return `${ip.includes(':') ? `[${ip}]` : ip}${m[2]}`;
}

import { isIPv4 } from './l3n4Addr';

/** An IPv4 prefix such as `10.96.0.0/12`, as a network number and a mask. */
interface Prefix {
  net: number;
  mask: number;
}

function ipNumber(ip: string): number {
  return ip.split('.').reduce((n, o) => n * 256 + Number(o), 0);
}

function maskOf(bits: number): number {
  return bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
}

function parsePrefix(cidr: string): Prefix | undefined {
  const [ip = '', len = ''] = cidr.split('/');
  const bits = Number(len);
  if (!isIPv4(ip) || !/^\d{1,2}$/.test(len) || bits > 32) return undefined;
  const mask = maskOf(bits);
  return { net: (ipNumber(ip) & mask) >>> 0, mask };
}

/** True for a well-formed IPv4 CIDR such as `192.168.0.0/17`. */
export function isCidr(s: string): boolean {
  return parsePrefix(s) !== undefined;
}

/** Is `ip` inside the prefix `cidr`? (False for malformed input.) */
export function inCidr(ip: string, cidr: string): boolean {
  const p = parsePrefix(cidr);
  return !!p && isIPv4(ip) && (ipNumber(ip) & p.mask) >>> 0 === p.net;
}

/**
 * The service ranges a scenario implies when it names none: the /16 around each ClusterIP it declares.
 * Kubernetes allocates ClusterIPs from the `--service-cluster-ip-range`, which is at least that wide in
 * practice (kubeadm's 10.96.0.0/12, TKE's /17 or /18 inside 192.168.0.0/16); the guess only decides
 * whether a connect to an unknown address in that neighbourhood times out or is routed.
 */
export function defaultServiceCidrs(clusterIPs: readonly string[]): string[] {
  const out = new Set<string>();
  for (const ip of clusterIPs) {
    if (!isIPv4(ip)) continue;
    const [a, b] = ip.split('.');
    out.add(`${a}.${b}.0.0/16`);
  }
  return [...out].sort();
}

import { parseIp } from '../../model/ipAddr';

type Obj = Record<string, unknown>;

/** What `spec.clusterIP`, `spec.clusterIPs`, `spec.ipFamilies` and `spec.ipFamilyPolicy` of an applied Service come to. */
export type ClusterIPsRead =
  /** `clusterIP`: the primary address when the YAML names one (from either field); `clusterIPs`: both, when dual-stack. */
  | { ok: true; clusterIP?: string; clusterIPs?: string[] }
  /** The apiserver's own error text after `spec.` (kubectl prints it; tool output, not translated). */
  | { ok: false; invalid: string }
  /** A field Kubernetes accepts that the scenario format cannot express, named. */
  | { ok: false; field: string };

const FAMILIES = ['IPv4', 'IPv6'] as const;
const POLICIES = ['PreferDualStack', 'RequireDualStack', 'SingleStack'] as const;
/** A string list as Go's `%#v` prints it in the apiserver's messages. */
export const goStrings = (xs: readonly unknown[]) =>
  `[]string{${xs.map((x) => JSON.stringify(String(x))).join(', ')}}`;
const family = (ip: string) => (ip.includes(':') ? 'IPv6' : 'IPv4');
const supported = (xs: readonly string[]) => xs.map((x) => `"${x}"`).join(', ');

/**
 * The dual-stack fields of a Service being created, checked as the apiserver checks them (its field paths and
 * messages), then as the scenario format takes them: `clusterIP` first, at most one IPv6 address after it.
 * The model's clusters have an IPv4 service range only, so a second family must be given, not allocated.
 */
export function readClusterIPs(spec: Obj): ClusterIPsRead {
  const clusterIP = typeof spec.clusterIP === 'string' && spec.clusterIP ? spec.clusterIP : undefined;
  const raw = spec.clusterIPs;
  if (raw !== undefined && raw !== null && !(Array.isArray(raw) && raw.every((x) => typeof x === 'string')))
    return {
      ok: false,
      invalid: `clusterIPs: Invalid value: ${JSON.stringify(raw)}: must be a list of strings`,
    };
  const ips = (raw ?? []) as string[];
  const fail = (invalid: string): ClusterIPsRead => ({ ok: false, invalid });
  // The apiserver copies clusterIPs[0] into an empty clusterIP on create; a set one must agree.
  if (clusterIP && ips.length && ips[0] !== clusterIP)
    return fail(`clusterIPs: Invalid value: ${goStrings(ips)}: first value must match \`clusterIP\``);
  if (ips[0] === 'None' && ips.length > 1)
    return fail(`clusterIPs: Invalid value: ${goStrings(ips)}: 'None' must be the first and only value`);
  for (const [i, ip] of ips.entries())
    if (!(i === 0 && ip === 'None') && !parseIp(ip))
      return fail(
        `clusterIPs[${i}]: Invalid value: "${ip}": must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)`,
      );
  if (ips.length > 2)
    return fail(`clusterIPs: Invalid value: ${goStrings(ips)}: may only hold up to 2 values`);
  if (ips.length === 2 && family(ips[0]!) === family(ips[1]!))
    return fail(
      `clusterIPs: Invalid value: ${goStrings(ips)}: may specify no more than one IP for each IP family`,
    );
  const families = spec.ipFamilies ?? [];
  if (!Array.isArray(families))
    return fail(`ipFamilies: Invalid value: ${JSON.stringify(families)}: must be a list of IP families`);
  for (const [i, f] of families.entries()) {
    if (!FAMILIES.includes(f as never))
      return fail(
        `ipFamilies[${i}]: Unsupported value: "${String(f)}": supported values: ${supported(FAMILIES)}`,
      );
    if (families.indexOf(f) !== i) return fail(`ipFamilies[${i}]: Duplicate value: "${String(f)}"`);
    const ip = ips[i];
    if (ip !== undefined && ip !== 'None' && family(ip) !== f)
      return fail(
        `clusterIPs[${i}]: Invalid value: "${ip}": expected an ${f} value as indicated by \`ipFamilies[${i}]\``,
      );
  }
  const policy = spec.ipFamilyPolicy;
  if (policy !== undefined && policy !== null && !POLICIES.includes(policy as never))
    return fail(
      `ipFamilyPolicy: Unsupported value: "${String(policy)}": supported values: ${supported(POLICIES)}`,
    );
  const single = policy === undefined || policy === null || policy === 'SingleStack';
  if (single && ips.length === 2)
    return fail(
      `ipFamilyPolicy: Invalid value: "SingleStack": must be 'RequireDualStack' or 'PreferDualStack' when multiple cluster IPs are specified`,
    );
  if (single && families.length === 2)
    return fail(
      `ipFamilyPolicy: Invalid value: "SingleStack": must be 'RequireDualStack' or 'PreferDualStack' when multiple IP families are specified`,
    );
  const primary = ips[0] ?? clusterIP;
  // What the scenario format cannot say: an IPv6-first Service (its agents and service range are IPv4).
  if ((primary && primary !== 'None' && family(primary) === 'IPv6') || families[0] === 'IPv6')
    return { ok: false, field: 'spec.ipFamilies (IPv6 first)' };
  // A second family the YAML does not give would come from a secondary service range, which the cluster lacks.
  if (ips.length < 2 && primary !== 'None' && (policy === 'RequireDualStack' || families.length === 2))
    return fail(
      policy === 'RequireDualStack'
        ? `ipFamilyPolicy: Invalid value: "RequireDualStack": this cluster is not configured for dual-stack services`
        : `ipFamilies[1]: Invalid value: "IPv6": not configured on this cluster`,
    );
  return {
    ok: true,
    ...(primary !== undefined && { clusterIP: primary }),
    ...(ips.length === 2 && { clusterIPs: [ips[0]!, parseIp(ips[1]!)!] }),
  };
}

/** A Cilium version as found in the wild: `v1.18.6`, `1.18.6`, `v1.19.0-rc.0`, `v1.18.6-7d4d8932` (vendor). */
export interface CiliumVersion {
  major: number;
  minor: number;
  /** Undefined when only `major.minor` is known. */
  patch?: number;
  /** `pre.N`, `rc.N`, `snapshot.N`: an upstream pre-release. */
  prerelease?: string;
  /** Any other suffix, e.g. a vendor's build id (`7d4d8932`): a vendor build based on this version. */
  vendor?: string;
  /** Normalised `vX.Y.Z[-suffix]`. */
  text: string;
}

const VERSION =
  /(?:^|[^\w.])v?(\d+)\.(\d+)(?:\.(\d+))?(?:-([0-9A-Za-z][0-9A-Za-z.-]*))?(?:\+[0-9A-Za-z.-]+)?(?=$|[^\w.])/;

/** Parses the first version in `raw` (an image tag, a banner line); undefined when there is none. */
export function parseCiliumVersion(raw: string): CiliumVersion | undefined {
  const m = VERSION.exec(raw.trim());
  if (!m) return undefined;
  const [major, minor] = [Number(m[1]), Number(m[2])];
  const patch = m[3] === undefined ? undefined : Number(m[3]);
  const suffix = m[4];
  const pre = suffix && /^(pre|rc|snapshot|alpha|beta)\b/i.test(suffix) ? suffix : undefined;
  const vendor = suffix && !pre ? suffix : undefined;
  const text = `v${major}.${minor}${patch === undefined ? '' : `.${patch}`}${suffix ? `-${suffix}` : ''}`;
  return {
    major,
    minor,
    ...(patch !== undefined && { patch }),
    ...(pre && { prerelease: pre }),
    ...(vendor && { vendor }),
    text,
  };
}

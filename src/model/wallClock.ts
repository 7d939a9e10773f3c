/** Formats simulated time as wall-clock text. Pure: the epoch comes from the scenario, never the host. */
export function isoTime(startTime: number, at: number): string {
  return new Date(startTime + at).toISOString();
}

/** RFC 3339 with nanosecond-style digits, as Cilium's slog lines print it. */
export function logTime(startTime: number, at: number): string {
  return isoTime(startTime, at).replace(/\.(\d{3})Z$/, '.$1000000Z');
}

/** TKE's annotation format: local time in UTC+8, whole seconds. */
export function tkeTime(startTime: number, at: number): string {
  return new Date(startTime + at + 8 * 3600_000).toISOString().slice(0, 19) + '+08:00';
}

/** kubectl-style short ages: 45s, 4m20s, 2h3m, 11d. */
export function shortAge(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 120) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 10) return `${m}m${s % 60 ? `${s % 60}s` : ''}`;
  if (m < 180) return `${m}m`;
  const h = Math.floor(m / 60);
  if (h < 48) return `${h}h`;
  return `${Math.floor(h / 24)}d`;
}

/** A duration as Go's `time.Duration.String()` prints it: `500ms`, `5s`, `1m0.2s`, `2h3m0s`. */
export function goDuration(ms: number): string {
  if (ms === 0) return '0s';
  if (ms < 1000) return `${ms}ms`;
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const rest = ms % 60_000;
  const secs = `${Math.floor(rest / 1000)}${
    rest % 1000
      ? `.${String(rest % 1000)
          .padStart(3, '0')
          .replace(/0+$/, '')}`
      : ''
  }s`;
  return `${h ? `${h}h` : ''}${h || m ? `${m}m` : ''}${secs}`;
}

/** Block-style YAML as kubectl prints it (compact `- ` sequences, plain strings where safe), for the benchmark. */
const PLAIN = /^[A-Za-z0-9][A-Za-z0-9./_-]*$/;
const LOOKS_TYPED = /^(?:~|null|true|false|[-+]?[0-9.]+(?:e[-+]?[0-9]+)?|0x[0-9a-f]+|0o[0-7]+)$/i;

function scalar(v: unknown): string {
  if (typeof v === 'string') return PLAIN.test(v) && !LOOKS_TYPED.test(v) ? v : JSON.stringify(v);
  return String(v);
}

function emit(v: unknown, indent: string, out: string[]): void {
  if (Array.isArray(v)) {
    for (const x of v) {
      if (x && typeof x === 'object' && !Array.isArray(x) && Object.keys(x).length) {
        const lines: string[] = [];
        emit(x, indent + '  ', lines);
        out.push(`${indent}- ${lines[0]!.trimStart()}`, ...lines.slice(1));
      } else out.push(`${indent}- ${inline(x)}`);
    }
    return;
  }
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    if (x && typeof x === 'object' && (Array.isArray(x) ? x.length : Object.keys(x).length)) {
      out.push(`${indent}${k}:`);
      emit(x, Array.isArray(x) ? indent : indent + '  ', out);
    } else out.push(`${indent}${k}: ${inline(x)}`);
  }
}

const inline = (x: unknown) => (Array.isArray(x) ? '[]' : x && typeof x === 'object' ? '{}' : scalar(x));

export function toKubectlYaml(v: unknown): string {
  const out: string[] = [];
  emit(v, '', out);
  return out.join('\n') + '\n';
}

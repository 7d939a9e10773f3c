/** A tiny YAML writer for the plain objects kubectl shows (strings, numbers, null, arrays, maps). */
export function toYaml(v: unknown, indent = 0): string {
  return emit(v, indent).join('\n');
}

function scalar(v: unknown): string {
  if (v === null) return 'null';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  const s = String(v);
  return /^[A-Za-z0-9_./-][A-Za-z0-9 _./:-]*$/.test(s) &&
    !/^(true|false|null|\d+(\.\d+)?)$/.test(s) &&
    !s.endsWith(' ')
    ? s
    : JSON.stringify(s);
}

function emit(v: unknown, indent: number): string[] {
  const pad = ' '.repeat(indent);
  if (Array.isArray(v)) {
    if (!v.length) return [`${pad}[]`];
    return v.flatMap((item) => {
      const lines = emit(item, indent + 2);
      const first = lines[0]!.slice(indent + 2);
      return [`${pad}- ${first}`, ...lines.slice(1)];
    });
  }
  if (v && typeof v === 'object') {
    const entries = Object.entries(v);
    if (!entries.length) return [`${pad}{}`];
    return entries.flatMap(([k, val]) => {
      const key = scalar(k);
      if (val && typeof val === 'object' && (!Array.isArray(val) || val.length)) {
        return [`${pad}${key}:`, ...emit(val, Array.isArray(val) ? indent : indent + 2)];
      }
      return [
        `${pad}${key}: ${Array.isArray(val) ? '[]' : val && typeof val === 'object' ? '{}' : scalar(val)}`,
      ];
    });
  }
  return [`${pad}${scalar(v)}`];
}

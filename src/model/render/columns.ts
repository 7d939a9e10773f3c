/** Aligns rows into columns like Go's tabwriter (padding 3), trimming trailing spaces. */
export function columns(rows: readonly (readonly string[])[], padding = 3): string {
  const widths: number[] = [];
  for (const r of rows) r.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd((widths[i] ?? 0) + padding)))
        .join('')
        .trimEnd(),
    )
    .join('\n');
}

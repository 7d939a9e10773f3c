import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';

/**
 * One element per line, attributes as written: a changed snapshot diffs line by line in review. Text content
 * stays on its element's line.
 */
export function prettySvg(svg: string): string {
  return svg.replace(/></g, '>\n<') + '\n';
}

/**
 * Compares an SVG with the file at `path`, as Observable Plot's tests do: a missing file is written (the first
 * run makes it); a different one fails and writes the new SVG beside the old as `*.changed.svg`, for a person to
 * open both, compare, and accept by moving it over the old one. A match removes a stale `*.changed.svg`.
 * Returns the failure's message, or undefined.
 */
export function checkSvgSnapshot(path: string, svg: string): string | undefined {
  const changed = path.replace(/\.svg$/, '.changed.svg');
  const text = prettySvg(svg);
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    return undefined;
  }
  if (readFileSync(path, 'utf8') === text) {
    rmSync(changed, { force: true });
    return undefined;
  }
  writeFileSync(changed, text);
  return `${basename(path)} changed: the new picture is ${basename(changed)} beside it; compare the two and move it over the old one to accept`;
}

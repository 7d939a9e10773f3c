import { writeFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { stepIndexAt } from '../model/render/collect';
import { getPreset } from '../scenario/presets';
import { getRuns } from '../store/traces';
import { finishSvg } from '../ui/export/files/svgDocument';
import { linkText, momentLinkState, type ExportMoment } from '../ui/export/moment';
import { PictureSvg } from '../ui/export/picture/PictureSvg';
import { stageWhere } from '../ui/stage/StageSvg';
import { CliError, loadScenario } from './scenarioRef';
import { EXPORT_USAGE } from './commandUsage';

const VALUED = ['at', 'format', 'mode', 'lang', 'theme', 'width', 'scale', 'base', 'out'];
const SWITCHES = ['caption', 'keys'];

function parse(args: string[]) {
  const opts: Record<string, string> = {};
  const on = new Set<string>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (!a.startsWith('--')) {
      // A short option such as -f is refused, not read as a file name (as simulate and link do).
      if (a.startsWith('-') && a !== '-')
        throw new CliError(`unknown option ${a} (options are spelled out)\nusage: ${EXPORT_USAGE}`);
      positional.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const k = eq < 0 ? a.slice(2) : a.slice(2, eq);
    const inline = eq < 0 ? undefined : a.slice(eq + 1);
    if (SWITCHES.includes(k)) {
      if (inline !== undefined) throw new CliError(`--${k} takes no value`);
      on.add(k);
    } else if (VALUED.includes(k)) {
      if (k in opts) throw new CliError(`--${k} given twice`);
      const v = inline ?? args[++i];
      if (v === undefined || (inline === undefined && v.startsWith('--')))
        throw new CliError(`--${k} needs a value`);
      opts[k] = v;
    } else throw new CliError(`unknown option --${k}\nusage: ${EXPORT_USAGE}`);
  }
  if (positional.length !== 1)
    throw new CliError(
      positional.length
        ? `unexpected argument "${positional[1]}"\nusage: ${EXPORT_USAGE}`
        : `export needs a scenario file or preset id\nusage: ${EXPORT_USAGE}`,
    );
  return { ref: positional[0]!, opts, on };
}

function oneOf<T extends string>(name: string, v: string | undefined, allowed: readonly T[], dflt: T): T {
  if (v === undefined) return dflt;
  if (!allowed.includes(v as T)) throw new CliError(`--${name} must be ${allowed.join(', ')}; got "${v}"`);
  return v as T;
}

function whole(name: string, v: string, min: number, max: number): number {
  const n = Number(v);
  if (!/^\d+$/.test(v) || n < min || n > max)
    throw new CliError(`--${name} must be a whole number from ${min} to ${max}; got "${v}"`);
  return n;
}

/**
 * `export`: the picture the app's Export dialog makes, as SVG, rendered headlessly from the same components
 * (PictureSvg → StageSvg and its parts) and the same layout code. Returns the SVG, or a line saying where it
 * was written.
 */
export function cmdExport(args: string[]): string {
  const { ref, opts, on } = parse(args);
  if (opts.format === undefined) throw new CliError('export needs --format svg');
  if (opts.format !== 'svg')
    throw new CliError(
      `--format must be svg; got "${opts.format}" (PNG, WebM, MP4 and GIF need a browser: use Export in the app)`,
    );
  if (opts.at === undefined) throw new CliError('export needs --at <ms> (the moment, in simulated ms)');
  const at = whole('at', opts.at, 0, Number.MAX_SAFE_INTEGER);
  const view = oneOf('mode', opts.mode, ['buggy', 'fixed', 'compare'] as const, 'buggy');
  const lang = oneOf('lang', opts.lang, ['en', 'zh'] as const, 'en');
  const theme = oneOf('theme', opts.theme, ['dark', 'light'] as const, 'light');
  const width = opts.width === undefined ? 960 : whole('width', opts.width, 320, 4000);
  const scale = Number(oneOf('scale', opts.scale, ['1', '2', '4'] as const, '1'));
  if (opts.base !== undefined && !/^https?:\/\//.test(opts.base))
    throw new CliError('--base must be the app URL, starting with http:// or https://');
  const scenario = loadScenario(ref);
  const runs = getRuns(scenario);
  // As `link` refuses a moment the app would not open, a moment after the run's end is refused, not clamped.
  if (at > runs.endAt)
    throw new CliError(`--at ${at} is after the run's end (${runs.endAt} ms); give 0 to ${runs.endAt}`);
  const time = at;
  const trace = runs.traces[view === 'compare' ? 'buggy' : view];
  const moment: ExportMoment = {
    runs,
    presetId: getPreset(ref) ? ref : null,
    view,
    step: Math.max(0, stepIndexAt(trace, time)),
    time,
    lang,
    theme,
  };
  const markup = renderToStaticMarkup(
    createElement(PictureSvg, {
      moment,
      where: stageWhere(scenario),
      options: { width, scale, caption: on.has('caption'), keys: on.has('keys') },
    }),
  );
  const svg = finishSvg(markup, { theme, link: linkText(momentLinkState(moment), opts.base) });
  if (opts.out === undefined) return svg.trimEnd();
  writeFileSync(opts.out, svg);
  return `wrote ${opts.out} (${Buffer.byteLength(svg)} bytes)`;
}

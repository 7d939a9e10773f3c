import { simulate } from '../model/simulate';
import { summarize } from '../model/summary';
import { renderAgentCommand } from '../model/render/agentExec';
import { renderBpfLbList } from '../model/render/bpfLbList';
import { renderServiceList } from '../model/render/serviceList';
import { renderBackends, renderFrontends } from '../model/render/dbShow';
import { isCurl, renderAgentLog, renderAuditLog, renderCurl } from '../model/render/logs';
import { renderEvents, renderGetEndpointSlices, renderGetServices } from '../model/render/kubectl';
import { emittedUpTo, stepIndexAt } from '../model/render/collect';
import { stepSummary } from '../model/stepSummary';
import type { KeyVariant } from '../model/backendInstanceKey';
import type { Trace } from '../model/trace';
import { PRESETS, getPreset } from '../scenario/presets';
import { toSimInput } from '../scenario/toSimInput';
import { ciliumVersion } from '../scenario/ciliumVersion';
import { formatErrors } from '../scenario/parseScenario';
import type { Scenario } from '../scenario/types';
import { Checker } from '../scenario/validationContext';
import { makeLink } from '../scenario/link/makeLink';
import {
  CHAT_LIMIT,
  MAX_LINK_AT_MS,
  MAX_LINK_CHARS,
  MAX_LINK_SCENARIO_CHARS,
} from '../scenario/link/linkState';
import { cmdExport } from './exportCommand';
import { SIMULATE_FORMATS as FORMATS, type SimulateFormat as Format } from './commandUsage';
import { parseOptions } from './parseOptions';
import { CliError, CliInputError, loadScenario } from './scenarioRef';

export { CliError, CliInputError, loadScenario };

/** Parses `<one scenario> --name value …` (see parseOptions: anything else is an error). */
function parseArgs(
  args: string[],
  known: readonly string[],
  what: string,
): { ref: string; opts: Record<string, string> } {
  const { positional, opts } = parseOptions(args, known, what);
  if (positional.length === 0) throw new CliError(`${what} needs a scenario file or preset id`);
  if (positional.length > 1)
    throw new CliError(`unexpected argument "${positional[1]}" (${what} takes one scenario)`);
  return { ref: positional[0]!, opts };
}

/** Removes control characters (ANSI escapes included) that scenario text could smuggle into a terminal. */
export function stripControl(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return text.replace(/[\x00-\x09\x0b-\x1f\x7f-\x9f]/g, '');
}

function cmdSimulate(args: string[]): string {
  const { ref, opts } = parseArgs(args, ['mode', 'until', 'format', 'cilium-version'], 'simulate');
  const mode = (opts.mode ?? 'buggy') as KeyVariant;
  if (mode !== 'buggy' && mode !== 'fixed')
    throw new CliError(`--mode must be buggy or fixed, got "${opts.mode}"`);
  const format = (opts.format ?? 'json') as Format;
  if (!FORMATS.includes(format))
    throw new CliError(`--format must be one of ${FORMATS.join(', ')}, got "${opts.format}"`);
  let until = Infinity;
  if (opts.until !== undefined) {
    until = Number(opts.until);
    if (!/^\d+$/.test(opts.until) || !Number.isFinite(until))
      throw new CliError(`--until must be milliseconds (a whole number), got "${opts.until}"`);
  }
  const input = toSimInput(pinRelease(loadScenario(ref), opts['cilium-version']));
  const trace = simulate(input, mode);
  const text = render(format, trace, input.startTime, until);
  // JSON escapes control characters itself; terminal text must not carry them.
  return format === 'json' ? text : stripControl(text);
}

/**
 * The scenario with `--cilium-version` pinned in place of its own `ciliumVersion` (checked as the file's field is,
 * with the same message).
 */
function pinRelease(sc: Scenario, release: string | undefined): Scenario {
  if (release === undefined) return sc;
  const c = new Checker();
  const v = ciliumVersion(c, release, '--cilium-version');
  if (v === undefined) throw new CliError(formatErrors(c.errors));
  return { ...sc, ciliumVersion: v };
}

function render(format: Format, trace: Trace, startTime: number, until: number): string {
  const index = Math.max(0, stepIndexAt(trace, until));
  const state = trace.steps[index]!.state;
  const emitted = emittedUpTo(trace, index);
  switch (format) {
    case 'json':
      return JSON.stringify(summarize(trace, index), null, 2);
    // Agent commands run through `kubectl exec`: while the agent container is not running they fail.
    case 'bpf':
      return renderAgentCommand(state, renderBpfLbList);
    case 'services':
      return renderAgentCommand(state, renderServiceList);
    case 'frontends':
      return renderAgentCommand(state, renderFrontends);
    case 'backends':
      return renderAgentCommand(state, (s) => renderBackends(s, trace.nodes));
    case 'log':
      return renderAgentLog(emitted.agentLog, startTime, { debug: true });
    case 'events':
      return renderEvents(emitted.events, state.time);
    case 'audit':
      return renderAuditLog(emitted.audit, startTime);
    case 'svc':
      return renderGetServices(state);
    case 'slices':
      return renderGetEndpointSlices(state);
    case 'curl':
      return emitted.connects
        .filter(isCurl)
        .map((c) => renderCurl(c))
        .join('\n\n');
    case 'steps':
      return trace.steps
        .slice(0, index + 1)
        .map(
          (s) =>
            `${String(s.index).padStart(4)} ${(s.at / 1000).toFixed(3).padStart(9)}s ${s.actor.padEnd(18)} ${stepSummary(s)}`,
        )
        .join('\n');
  }
}

function cmdLink(args: string[], warn: (line: string) => void): string {
  const { ref, opts } = parseArgs(args, ['mode', 'at', 'base', 'lang'], 'link');
  const mode = opts.mode ?? 'buggy';
  if (mode !== 'buggy' && mode !== 'fixed' && mode !== 'compare')
    throw new CliError(`--mode must be buggy, fixed or compare, got "${mode}"`);
  const base = opts.base;
  if (!base || !/^https?:\/\//.test(base))
    throw new CliError('--base must be the app URL, starting with http:// or https://');
  const at = opts.at === undefined ? undefined : Number(opts.at);
  if (at !== undefined && (!/^\d+$/.test(opts.at!) || !Number.isFinite(at)))
    throw new CliError(`--at must be milliseconds, got "${opts.at}"`);
  // The app refuses a link whose moment is beyond this, so the CLI must not print one.
  if (at !== undefined && at > MAX_LINK_AT_MS)
    throw new CliError(
      `--at must be at most ${MAX_LINK_AT_MS} ms (the app refuses later moments), got ${at}`,
    );
  const lang = opts.lang;
  if (lang !== undefined && lang !== 'en' && lang !== 'zh')
    throw new CliError(`--lang must be en or zh, got "${lang}"`);
  const scenario = loadScenario(ref);
  const preset = getPreset(ref);
  // Nor a link it would refuse for its size: the whole link, or the scenario its c= unfolds into.
  const json = preset ? 0 : JSON.stringify(scenario).length;
  if (json > MAX_LINK_SCENARIO_CHARS)
    throw new CliError(
      `${ref} is ${json} characters of JSON; a link's scenario may unfold into at most ${MAX_LINK_SCENARIO_CHARS} (share the JSON file instead)`,
    );
  const url = makeLink(base, scenario, {
    ...(preset ? { preset: preset.id } : { scenario }),
    mode,
    ...(at !== undefined ? { at } : {}),
    ...(lang ? { lang } : {}),
  });
  const hash = url.length - url.indexOf('#') - 1;
  if (hash > MAX_LINK_CHARS)
    throw new CliError(
      `the link would be ${hash} characters after its #; the app reads at most ${MAX_LINK_CHARS} (share the JSON file instead)`,
    );
  if (url.length > CHAT_LIMIT)
    warn(`warning: the link is ${url.length} characters; chat apps may cut it (share the JSON file instead)`);
  return url;
}

/**
 * Runs `presets`, `simulate`, `link` or `export` and returns what goes on stdout; warnings go to `warn`
 * (stderr), mistakes are thrown (CliError: the command line; CliInputError: an input).
 */
export function runCli(argv: string[], warn: (line: string) => void = () => {}): string {
  const [cmd, ...rest] = argv;
  switch (cmd) {
    case 'presets':
      if (rest.length) throw new CliError(`presets takes no arguments, got "${rest[0]}"`);
      return PRESETS.map((p) => `${p.id.padEnd(24)} ${p.scenario.title}`).join('\n');
    case 'simulate':
      return cmdSimulate(rest);
    case 'link':
      return cmdLink(rest, warn);
    case 'export':
      return cmdExport(rest);
    default:
      throw new CliError(`unknown command "${cmd}"`);
  }
}

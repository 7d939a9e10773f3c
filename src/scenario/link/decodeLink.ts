import { rememberCompressed } from './compressJson';
import { getPreset } from '../presets';
import { findTooDeep, MAX_JSON_DEPTH } from '../jsonDepth';
import { parseScenarioText } from '../parseScenario';
import { Checker, quote } from '../validationContext';
import { MAX_DURATION_MS } from '../validate';
import { validateTalk } from '../talk/validateTalk';
import { wordWholeProblem, type Problem, type ProblemCode, type ProblemParams } from '../problems';
import {
  LINK_VERSION,
  MAX_LINK_AT_MS,
  MAX_LINK_CHARS,
  MAX_LINK_SCENARIO_CHARS,
  MAX_LINK_TALK_CHARS,
  type LinkMode,
  type LinkState,
} from './linkState';
import { unfoldPart } from './unfoldPart';
import { tidyFragment } from './tidyFragment';

/**
 * A link's last parameter that was damaged and left out (a link cut off at its end, as chat apps cut them),
 * and the parameters kept, in link order (`v` and unknown keys aside).
 */
export interface DroppedParam {
  param: string;
  problem: Problem;
  kept: string[];
}

/**
 * `error` is the English sentence (CLI, logs); `problem` lets each language word it. A link opened without its
 * damaged last parameter says so in `dropped`.
 */
export type DecodeResult =
  | { ok: true; state: LinkState; dropped?: DroppedParam }
  | { ok: false; error: string; problem: Problem; param?: string };

type Refusal = Extract<DecodeResult, { ok: false }>;

/** A refusal: the problem and its English sentence. */
export function refuse(code: ProblemCode, params: ProblemParams = {}, details?: Problem['details']): Refusal {
  const problem: Problem = details ? { code, params, details } : { code, params };
  return { ok: false, error: wordWholeProblem(problem), problem };
}

/** A refusal caused by one parameter's value (which a cut-off link may have lost the end of). */
function refuseParam(
  param: string,
  code: ProblemCode,
  params: ProblemParams = {},
  details?: Problem['details'],
): Refusal {
  return { ...refuse(code, params, details), param };
}

type Params = Map<string, string>;

/** The parameters in the order links write them (encodeLinkHash); the outcome check is always last. */
const LINK_PARAMS = ['p', 'c', 'm', 't', 'l', 'th', 'e', 'tr', 'tk', 'pr', 'b', 'sv', 'ps', 'lab', 'o'];

const startOf = (values: readonly string[]) => (v: string) => values.some((w) => w.startsWith(v));

/**
 * The parameters a link can open without (the view falls back to its default), each with a test of whether a
 * damaged value is what a cut leaves of a valid one (`th=li`, `o=bb8de`, `tr=`): a cut-off link, not a wrong
 * one (`th=blue` is refused). The version and the scenario (`v`, `p`, `c`) are not among them: without them
 * nothing the author shared is left to show.
 */
const CUT_OFF: Record<string, (value: string) => boolean> = {
  m: startOf(['buggy', 'fixed', 'compare']),
  t: (v) => v === '',
  l: startOf(['en', 'zh']),
  th: startOf(['dark', 'light']),
  tr: (v) => v === '',
  // Compressed text (lz-string's URI alphabet in v1, base64url in v2) cut short no longer decompresses into JSON
  // (linkTalkNotDecompressed).
  tk: (v) => /^[A-Za-z0-9+$_-]*$/.test(v),
  b: (v) => v === '',
  ps: (v) => /^[a-z0-9]{0,3}$/.test(v),
  lab: (v) => v === '',
  o: (v) => /^[0-9a-f]{0,7}$/.test(v),
};

/**
 * Migrations from each older link version to the next: `1: (p) => …` would turn a v1 parameter map into a v2
 * one. v2 changed only how `c=` and `tk=` are compressed (lz-string → DEFLATE, see unfoldPart), which the
 * decoder reads by the link's own version; v1 links keep opening.
 */
const MIGRATIONS: Record<number, (p: Params) => Params> = { 1: (p) => p };

/** The link's parameters and its last key (the one a link cut off at its end has lost the end of). */
function parseParams(hash: string): { params: Params; last: string | undefined } | DecodeResult {
  const out: Params = new Map();
  let last: string | undefined;
  for (const part of hash.split('&')) {
    if (!part) continue;
    const i = part.indexOf('=');
    const key = i < 0 ? part : part.slice(0, i);
    let value = i < 0 ? '' : part.slice(i + 1);
    try {
      value = decodeURIComponent(value);
    } catch {
      return refuse('linkBadEncoding', { param: quote(key.slice(0, 20)) });
    }
    if (out.has(key)) return refuse('linkRepeated', { param: quote(key.slice(0, 20)) });
    out.set(key, value);
    last = key;
  }
  return { params: out, last };
}

/**
 * The limits a link is read within. A scenario the page kept for itself (`k=`, too large for a link) is
 * read within a file's limits instead.
 */
export interface LinkLimits {
  /** The whole fragment, in characters (MAX_LINK_CHARS). */
  chars: number;
  /** The scenario JSON `c=` may unfold into (MAX_LINK_SCENARIO_CHARS). */
  scenarioChars: number;
}

const LINK_LIMITS: LinkLimits = { chars: MAX_LINK_CHARS, scenarioChars: MAX_LINK_SCENARIO_CHARS };

/**
 * Reads a link's fragment (with or without the leading `#`). Never throws: every problem comes back as a
 * sentence that says what was wrong.
 */
export function decodeLinkHash(raw: string, limits: LinkLimits = LINK_LIMITS): DecodeResult {
  const pasted = raw.startsWith('#') ? raw.slice(1) : raw;
  if (pasted.length > limits.chars)
    return refuse('linkTooLong', {
      size: pasted.length.toLocaleString('en'),
      limit: limits.chars.toLocaleString('en'),
    });
  const hash = tidyFragment(pasted);
  const parsed = parseParams(hash);
  if ('ok' in parsed) return parsed;
  const r = decodeParams(parsed.params, limits);
  // A link cut off at its end: its damaged last parameter is left out, and the rest opens (and says so).
  const param = r.ok ? undefined : r.param;
  if (
    !r.ok &&
    param !== undefined &&
    param === parsed.last &&
    CUT_OFF[param]?.(parsed.params.get(param) ?? '')
  ) {
    const rest = new Map(parsed.params);
    rest.delete(param);
    const again = decodeParams(rest, limits);
    if (again.ok) {
      const kept = LINK_PARAMS.filter((k) => rest.has(k));
      return { ok: true, state: again.state, dropped: { param, problem: r.problem, kept } };
    }
  }
  return r;
}

/** A link's state from its parameters, or what is wrong with them (and, when it is one, which parameter). */
function decodeParams(params: Params, limits: LinkLimits): DecodeResult {
  let p = params;
  // A link without `v=` is a version-1 link (the first release wrote no version into some links).
  const vText = p.get('v') ?? '1';
  if (!/^\d{1,3}$/.test(vText)) return refuse('linkVersionNaN', { version: quote(vText.slice(0, 12)) });
  const written = Number(vText);
  let version = written;
  if (version < 1) return refuse('linkVersionZero', { version });
  if (version > LINK_VERSION) return refuse('linkVersionNewer', { version, max: LINK_VERSION });
  while (version < LINK_VERSION) p = MIGRATIONS[version++]!(p);

  const mode = p.get('m') ?? 'buggy';
  if (!['buggy', 'fixed', 'compare'].includes(mode))
    return refuseParam('m', 'linkBadMode', { mode: quote(mode.slice(0, 20)) });
  const state: LinkState = { mode: mode as LinkMode };

  const preset = p.get('p');
  const inline = p.get('c');
  if (preset !== undefined && inline !== undefined) return refuse('linkPresetAndInline');
  if (preset !== undefined) {
    if (!getPreset(preset)) return refuse('linkUnknownPreset', { preset: quote(preset.slice(0, 40)) });
    state.preset = preset;
  } else if (inline !== undefined) {
    const text = unfoldPart(inline, written, limits.scenarioChars);
    if (!text.ok)
      return text.reason === 'tooLarge'
        ? refuse('linkPartTooLarge', { param: 'c', limit: limits.scenarioChars.toLocaleString('en') })
        : refuse('linkNotDecompressed');
    if (!text.text) return refuse('linkNotDecompressed');
    const r = parseScenarioText(text.text, limits.scenarioChars);
    if (!r.ok) return refuse('linkScenarioInvalid', { count: r.errors.length }, r.errors);
    state.scenario = r.scenario;
    // Written again as it came only when it is in today's format (an older link is written anew).
    if (written === LINK_VERSION) rememberCompressed(r.scenario, inline);
  }

  const at = p.get('t');
  if (at !== undefined) {
    if (!/^\d{1,8}$/.test(at) || Number(at) > MAX_LINK_AT_MS)
      return refuseParam('t', 'linkBadMoment', { at: quote(at.slice(0, 20)), max: MAX_LINK_AT_MS });
    state.at = Number(at);
  }
  const lang = p.get('l');
  if (lang !== undefined) {
    if (lang !== 'en' && lang !== 'zh')
      return refuseParam('l', 'linkBadLang', { lang: quote(lang.slice(0, 10)) });
    state.lang = lang;
  }
  const theme = p.get('th');
  if (theme !== undefined) {
    if (theme !== 'dark' && theme !== 'light')
      return refuseParam('th', 'linkBadTheme', { theme: quote(theme.slice(0, 10)) });
    state.theme = theme;
  }
  if (p.get('e') === '1') state.embed = true;
  const tour = p.get('tr');
  if (tour !== undefined) {
    if (!/^\d{1,2}$/.test(tour) || Number(tour) < 1)
      return refuseParam('tr', 'linkBadTour', { tour: quote(tour.slice(0, 10)) });
    state.tour = Number(tour);
  }
  const talk = p.get('tk');
  if (talk !== undefined) {
    const text = unfoldPart(talk, written, MAX_LINK_TALK_CHARS);
    if (!text.ok && text.reason === 'tooLarge')
      return refuse('linkPartTooLarge', { param: 'tk', limit: MAX_LINK_TALK_CHARS.toLocaleString('en') });
    const deep = text.ok ? findTooDeep(text.text) : undefined;
    if (deep) return refuse('linkPartTooDeep', { param: 'tk', limit: MAX_JSON_DEPTH });
    let json: unknown;
    try {
      json = text.ok && text.text ? JSON.parse(text.text) : undefined;
    } catch {
      json = undefined;
    }
    if (json === undefined) return refuseParam('tk', 'linkTalkNotDecompressed');
    const c = new Checker();
    const t = validateTalk(c, json, '$.talk', MAX_DURATION_MS);
    if (!t || c.errors.length) return refuse('linkTalkInvalid', { count: c.errors.length }, c.errors);
    state.talk = t;
  }
  if (p.get('pr') === '1') state.present = true;
  if (p.get('sv') === '1') state.speaker = true;
  const session = p.get('ps');
  if (session !== undefined) {
    if (!/^[a-z0-9]{4,16}$/.test(session))
      return refuseParam('ps', 'linkBadSession', { session: quote(session.slice(0, 20)) });
    state.session = session;
  }
  const beat = p.get('b');
  if (beat !== undefined) {
    if (!/^\d{1,3}$/.test(beat) || Number(beat) < 1)
      return refuseParam('b', 'linkBadBeat', { beat: quote(beat.slice(0, 10)) });
    state.beat = Number(beat);
  }
  // Only the form of a lab's id is checked here: which labs exist is known to the Labs dock, which loads
  // when it opens and says so when no lab has the id.
  const lab = p.get('lab');
  if (lab !== undefined) {
    if (!/^[a-z0-9-]{1,40}$/.test(lab))
      return refuseParam('lab', 'linkBadLab', { lab: quote(lab.slice(0, 40)) });
    state.lab = lab;
  }
  const outcome = p.get('o');
  if (outcome !== undefined) {
    if (!/^[0-9a-f]{8}$/.test(outcome)) return refuseParam('o', 'linkBadOutcome');
    state.outcome = outcome;
  }
  return { ok: true, state };
}

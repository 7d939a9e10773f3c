import lz from 'lz-string';
import { rememberCompressed } from './compressJson';
import { getPreset } from '../presets';
import { MAX_LINK_SCENARIO_CHARS, parseScenarioText } from '../parseScenario';
import { Checker, quote } from '../validationContext';
import { MAX_DURATION_MS } from '../validate';
import { validateTalk } from '../talk/validateTalk';
import { wordWholeProblem, type Problem, type ProblemCode, type ProblemParams } from '../problems';
import { LINK_VERSION, MAX_LINK_AT_MS, MAX_LINK_CHARS, type LinkMode, type LinkState } from './linkState';

/** `error` is the English sentence (CLI, logs); `problem` lets each language word it. */
export type DecodeResult = { ok: true; state: LinkState } | { ok: false; error: string; problem: Problem };

function refuse(code: ProblemCode, params: ProblemParams = {}, details?: Problem['details']): DecodeResult {
  const problem: Problem = details ? { code, params, details } : { code, params };
  return { ok: false, error: wordWholeProblem(problem), problem };
}

type Params = Map<string, string>;

/**
 * Migrations from each older link version to the next. v1 is the first released version; when v2 exists,
 * `1: (p) => …` turns a v1 parameter map into a v2 one, and golden links of v1 keep opening.
 */
const MIGRATIONS: Record<number, (p: Params) => Params> = {};

function parseParams(hash: string): Params | DecodeResult {
  const out: Params = new Map();
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
  }
  return out;
}

/**
 * Reads a link's fragment (with or without the leading `#`). Never throws: every problem comes back as a
 * sentence that says what was wrong.
 */
export function decodeLinkHash(raw: string): DecodeResult {
  const hash = raw.startsWith('#') ? raw.slice(1) : raw;
  if (hash.length > MAX_LINK_CHARS)
    return refuse('linkTooLong', {
      size: hash.length.toLocaleString('en'),
      limit: MAX_LINK_CHARS.toLocaleString('en'),
    });
  let p = parseParams(hash);
  if (!(p instanceof Map)) return p;
  // A link without `v=` is a version-1 link (the first release wrote no version into some links).
  const vText = p.get('v') ?? '1';
  if (!/^\d{1,3}$/.test(vText)) return refuse('linkVersionNaN', { version: quote(vText.slice(0, 12)) });
  let version = Number(vText);
  if (version < 1) return refuse('linkVersionZero', { version });
  if (version > LINK_VERSION) return refuse('linkVersionNewer', { version, max: LINK_VERSION });
  while (version < LINK_VERSION) p = MIGRATIONS[version++]!(p);

  const mode = p.get('m') ?? 'buggy';
  if (!['buggy', 'fixed', 'compare'].includes(mode))
    return refuse('linkBadMode', { mode: quote(mode.slice(0, 20)) });
  const state: LinkState = { mode: mode as LinkMode };

  const preset = p.get('p');
  const inline = p.get('c');
  if (preset !== undefined && inline !== undefined) return refuse('linkPresetAndInline');
  if (preset !== undefined) {
    if (!getPreset(preset)) return refuse('linkUnknownPreset', { preset: quote(preset.slice(0, 40)) });
    state.preset = preset;
  } else if (inline !== undefined) {
    let text: string | null;
    try {
      text = lz.decompressFromEncodedURIComponent(inline);
    } catch {
      text = null;
    }
    if (!text) return refuse('linkNotDecompressed');
    const r = parseScenarioText(text, MAX_LINK_SCENARIO_CHARS);
    if (!r.ok) return refuse('linkScenarioInvalid', { count: r.errors.length }, r.errors);
    state.scenario = r.scenario;
    rememberCompressed(r.scenario, inline);
  }

  const at = p.get('t');
  if (at !== undefined) {
    if (!/^\d{1,8}$/.test(at) || Number(at) > MAX_LINK_AT_MS)
      return refuse('linkBadMoment', { at: quote(at.slice(0, 20)), max: MAX_LINK_AT_MS });
    state.at = Number(at);
  }
  const lang = p.get('l');
  if (lang !== undefined) {
    if (lang !== 'en' && lang !== 'zh') return refuse('linkBadLang', { lang: quote(lang.slice(0, 10)) });
    state.lang = lang;
  }
  const theme = p.get('th');
  if (theme !== undefined) {
    if (theme !== 'dark' && theme !== 'light')
      return refuse('linkBadTheme', { theme: quote(theme.slice(0, 10)) });
    state.theme = theme;
  }
  if (p.get('e') === '1') state.embed = true;
  const tour = p.get('tr');
  if (tour !== undefined) {
    if (!/^\d{1,2}$/.test(tour) || Number(tour) < 1)
      return refuse('linkBadTour', { tour: quote(tour.slice(0, 10)) });
    state.tour = Number(tour);
  }
  const talk = p.get('tk');
  if (talk !== undefined) {
    let text: string | null;
    try {
      text = lz.decompressFromEncodedURIComponent(talk);
    } catch {
      text = null;
    }
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (json === undefined) return refuse('linkTalkNotDecompressed');
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
      return refuse('linkBadSession', { session: quote(session.slice(0, 20)) });
    state.session = session;
  }
  const beat = p.get('b');
  if (beat !== undefined) {
    if (!/^\d{1,3}$/.test(beat) || Number(beat) < 1)
      return refuse('linkBadBeat', { beat: quote(beat.slice(0, 10)) });
    state.beat = Number(beat);
  }
  const outcome = p.get('o');
  if (outcome !== undefined) {
    if (!/^[0-9a-f]{8}$/.test(outcome)) return refuse('linkBadOutcome');
    state.outcome = outcome;
  }
  return { ok: true, state };
}

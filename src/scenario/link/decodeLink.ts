import lz from 'lz-string';
import { getPreset } from '../presets';
import { parseScenarioText } from '../parseScenario';
import { LIMITS } from '../validate';
import { validateTalk } from '../talk/validateTalk';
import { Checker } from '../validationContext';
import { LINK_VERSION, MAX_LINK_CHARS, type LinkMode, type LinkState } from './linkState';

export type DecodeResult = { ok: true; state: LinkState } | { ok: false; error: string };

type Params = Map<string, string>;

/**
 * Migrations from each older link version to the next. v1 is the first released version; when v2 exists,
 * `1: (p) => …` turns a v1 parameter map into a v2 one, and golden links of v1 keep opening.
 */
const MIGRATIONS: Record<number, (p: Params) => Params> = {};

function parseParams(hash: string): Params | string {
  const out: Params = new Map();
  for (const part of hash.split('&')) {
    if (!part) continue;
    const i = part.indexOf('=');
    const key = i < 0 ? part : part.slice(0, i);
    let value = i < 0 ? '' : part.slice(i + 1);
    try {
      value = decodeURIComponent(value);
    } catch {
      return `the parameter "${key.slice(0, 20)}" is not valid URL encoding`;
    }
    if (out.has(key)) return `the parameter "${key.slice(0, 20)}" appears twice`;
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
  if (hash.length > MAX_LINK_CHARS) {
    return {
      ok: false,
      error: `The link is ${hash.length.toLocaleString('en')} characters long; links over ${MAX_LINK_CHARS.toLocaleString('en')} are not read. Share large scenarios as a JSON file.`,
    };
  }
  let p = parseParams(hash);
  if (typeof p === 'string') return { ok: false, error: `The link is damaged: ${p}.` };
  const vText = p.get('v') ?? '1';
  if (!/^\d{1,3}$/.test(vText))
    return { ok: false, error: `The link's version "${vText.slice(0, 12)}" is not a number.` };
  let version = Number(vText);
  if (version < 1) return { ok: false, error: `The link's version ${version} does not exist.` };
  if (version > LINK_VERSION) {
    return {
      ok: false,
      error: `The link was made by a newer nonroutable (link version ${version}; this one reads up to ${LINK_VERSION}).`,
    };
  }
  while (version < LINK_VERSION) p = MIGRATIONS[version++]!(p);

  const mode = p.get('m') ?? 'buggy';
  if (!['buggy', 'fixed', 'compare'].includes(mode))
    return { ok: false, error: `The link's mode "${mode.slice(0, 20)}" is not buggy, fixed or compare.` };
  const state: LinkState = { mode: mode as LinkMode };

  const preset = p.get('p');
  const inline = p.get('c');
  if (preset !== undefined && inline !== undefined)
    return { ok: false, error: 'The link names both a preset and an inline scenario.' };
  if (preset !== undefined) {
    if (!getPreset(preset))
      return {
        ok: false,
        error: `The link names a scenario preset "${preset.slice(0, 40)}" that this version does not have.`,
      };
    state.preset = preset;
  } else if (inline !== undefined) {
    let text: string | null;
    try {
      text = lz.decompressFromEncodedURIComponent(inline);
    } catch {
      text = null;
    }
    if (!text)
      return {
        ok: false,
        error: 'The scenario in the link is damaged: it could not be decompressed (was the link cut short?).',
      };
    const r = parseScenarioText(text);
    if (!r.ok) {
      const first = r.errors.slice(0, 3).map((e) => `${e.path} ${e.message}`);
      return {
        ok: false,
        error: `The scenario in the link is not valid: ${first.join('; ')}${r.errors.length > 3 ? ` (and ${r.errors.length - 3} more)` : ''}.`,
      };
    }
    state.scenario = r.scenario;
  }

  const at = p.get('t');
  if (at !== undefined) {
    if (!/^\d{1,8}$/.test(at) || Number(at) > LIMITS.maxAt + 600_000)
      return { ok: false, error: `The link's moment "${at.slice(0, 20)}" is not a time in milliseconds.` };
    state.at = Number(at);
  }
  const lang = p.get('l');
  if (lang !== undefined) {
    if (lang !== 'en' && lang !== 'zh')
      return { ok: false, error: `The link's language "${lang.slice(0, 10)}" is not en or zh.` };
    state.lang = lang;
  }
  const theme = p.get('th');
  if (theme !== undefined) {
    if (theme !== 'dark' && theme !== 'light')
      return { ok: false, error: `The link's theme "${theme.slice(0, 10)}" is not dark or light.` };
    state.theme = theme;
  }
  if (p.get('e') === '1') state.embed = true;
  const tour = p.get('tr');
  if (tour !== undefined) {
    if (!/^\d{1,2}$/.test(tour) || Number(tour) < 1)
      return { ok: false, error: `The link's tour stop "${tour.slice(0, 10)}" is not a stop number.` };
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
    if (json === undefined)
      return {
        ok: false,
        error: 'The talk in the link is damaged: it could not be decompressed (was the link cut short?).',
      };
    const c = new Checker();
    const t = validateTalk(c, json, '$.talk', LIMITS.maxAt + 600_000);
    if (!t || c.errors.length)
      return {
        ok: false,
        error: `The talk in the link is not valid: ${c.errors
          .slice(0, 3)
          .map((e) => `${e.path} ${e.message}`)
          .join('; ')}.`,
      };
    state.talk = t;
  }
  if (p.get('pr') === '1') state.present = true;
  if (p.get('sv') === '1') state.speaker = true;
  const session = p.get('ps');
  if (session !== undefined) {
    if (!/^[a-z0-9]{4,16}$/.test(session))
      return { ok: false, error: `The link's presenter session "${session.slice(0, 20)}" is not valid.` };
    state.session = session;
  }
  const beat = p.get('b');
  if (beat !== undefined) {
    if (!/^\d{1,3}$/.test(beat) || Number(beat) < 1)
      return { ok: false, error: `The link's beat "${beat.slice(0, 10)}" is not a beat number.` };
    state.beat = Number(beat);
  }
  const outcome = p.get('o');
  if (outcome !== undefined) {
    if (!/^[0-9a-f]{8}$/.test(outcome)) return { ok: false, error: "The link's outcome check is damaged." };
    state.outcome = outcome;
  }
  return { ok: true, state };
}

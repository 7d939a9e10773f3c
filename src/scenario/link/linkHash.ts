import { LINK_VERSION, type LinkState } from './linkState';

/**
 * The URL fragment for a link state, its scenario and talk compressed by `compress` (compressJson):
 * `v=1&p=<preset>|c=<lz-string>&m=…&t=…&l=…&th=…&e=1&tr=…&tk=<lz-string>&pr=1&b=…&sv=1&ps=…&lab=…&o=…`.
 */
export function encodeLinkHashWith(s: LinkState, compress: (value: object) => string): string {
  const q: [string, string][] = [['v', String(LINK_VERSION)]];
  if (s.preset) q.push(['p', s.preset]);
  else if (s.scenario) q.push(['c', compress(s.scenario)]);
  else if (s.kept) q.push(['k', s.kept]);
  q.push(['m', s.mode]);
  if (s.at !== undefined) q.push(['t', String(Math.round(s.at))]);
  if (s.lang) q.push(['l', s.lang]);
  if (s.theme) q.push(['th', s.theme]);
  if (s.embed) q.push(['e', '1']);
  if (s.tour !== undefined) q.push(['tr', String(s.tour)]);
  if (s.talk) q.push(['tk', compress(s.talk)]);
  if (s.present) q.push(['pr', '1']);
  if (s.beat !== undefined) q.push(['b', String(s.beat)]);
  if (s.speaker) q.push(['sv', '1']);
  if (s.session) q.push(['ps', s.session]);
  if (s.lab) q.push(['lab', s.lab]);
  if (s.outcome) q.push(['o', s.outcome]);
  // lz-string's URI alphabet and our ids need no escaping; keep the link readable.
  return q.map(([k, v]) => `${k}=${v}`).join('&');
}

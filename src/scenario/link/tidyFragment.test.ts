import { describe, expect, it } from 'vitest';
import { getPreset } from '../presets';
import { decodeLinkHash } from './decodeLink';
import { makeLink } from './makeLink';
import { tidyFragment } from './tidyFragment';

const scenario = getPreset('minimal-repro')!.scenario;
// A link that carries its scenario (c=…) and a moment, as Share makes it for an edited scenario.
const url = makeLink('https://example.org/nr/', scenario, { scenario, mode: 'fixed', at: 17000, lang: 'zh' });
const hash = url.slice(url.indexOf('#'));
const intended = decodeLinkHash(hash);

describe('a link as chat apps, mail and prose leave it opens what was shared', () => {
  it('the link itself opens (the reference for the cases below)', () => {
    expect(intended).toMatchObject({ ok: true });
    expect(intended.ok && intended.state.mode).toBe('fixed');
  });

  const mangled: [string, string][] = [
    ['a trailing ) (a link in parentheses)', `${hash})`],
    ['a trailing . (the end of a sentence)', `${hash}.`],
    ['trailing ). and a quote', `${hash}).”`.replace('”', '"')],
    ['Markdown emphasis and an angle bracket', `${hash}*>`],
    ['a newline where a chat app wrapped it', hash.slice(0, 40) + '\n' + hash.slice(40)],
    [
      'spaces and a zero-width space at wraps',
      hash.slice(0, 30) + ' \u200B' + hash.slice(30, 90) + '  ' + hash.slice(90),
    ],
    [
      'the browser’s %0A and %20 of a wrap',
      hash.slice(0, 50) + '%0A' + hash.slice(50, 70) + '%20' + hash.slice(70),
    ],
    ['the fragment URL-encoded once', '#' + encodeURIComponent(hash.slice(1))],
    ['the fragment URL-encoded twice', '#' + encodeURIComponent(encodeURIComponent(hash.slice(1)))],
    ['encoded with its # and a trailing )', '#' + encodeURIComponent(hash) + ')'],
  ];
  it.each(mangled)('%s', (_, m) => {
    const r = decodeLinkHash(m);
    expect(r).toEqual(intended);
  });

  it('leaves a clean fragment as it is, and never touches the characters a link is made of', () => {
    expect(tidyFragment(hash)).toBe(hash.slice(1));
    expect(tidyFragment('#v=2&p=tke-incident&tk=Ab$+-_')).toBe('v=2&p=tke-incident&tk=Ab$+-_');
  });

  it('a link cut inside its scenario still says what is wrong instead of opening the default', () => {
    const cut = hash.slice(0, hash.indexOf('c=') + 20) + ').';
    expect(decodeLinkHash(cut)).toMatchObject({ ok: false });
  });
});

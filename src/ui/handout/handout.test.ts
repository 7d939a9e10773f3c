import { describe, expect, it } from 'vitest';
import { LINK_VERSION } from '../../scenario/link/linkState';
import { getPreset } from '../../scenario/presets';
import { materializeTalk, SHIPPED_TALKS } from '../../scenario/talk/shippedTalks';
import { getRuns } from '../../store/traces';
import { en } from '../i18n/en';
import { handoutBody, handoutDocument } from './handoutHtml';
import { handoutPages } from './handoutPages';
import { qrSvg } from './qrSvg';

const runs = getRuns(getPreset('minimal-repro')!.scenario);
const shipped = SHIPPED_TALKS.find((t) => t.id === 'minimal')!;
const talk = materializeTalk(shipped, runs.traces, en.talks.minimal);
const words = {
  title: 'Handout',
  beatOf: en.talkUi.beatOf,
  link: 'This moment',
  qrTooLong: en.show.handout.qrTooLong,
};

const pages = (notes: boolean, qr = qrSvg) =>
  handoutPages({
    runs,
    talk,
    presetId: 'minimal-repro',
    lang: 'en',
    base: 'https://example.org/nr/',
    notes,
    renderStage: (m, link) => `<svg data-at="${m.time}" data-view="${m.view}"><desc>${link}</desc></svg>`,
    qr,
  });

describe('the handout', () => {
  it('has one page per beat: the stage at its moment and key, its caption, note, link and QR code', () => {
    const ps = pages(true);
    expect(ps).toHaveLength(talk.beats.length);
    ps.forEach((p, i) => {
      const b = talk.beats[i]!;
      expect(p).toMatchObject({ n: i + 1, total: talk.beats.length, note: b.note ?? null });
      expect(p.caption).toBe(b.caption.replaceAll('`', ''));
      expect(p.stage).toContain(`data-at="${b.at}" data-view="${b.view}"`);
      expect(p.link).toMatch(
        new RegExp(`^https://example\\.org/nr/#v=${LINK_VERSION}&p=minimal-repro&m=${b.view}&t=${b.at}&`),
      );
      expect(p.stage).toContain(p.link);
      expect(p.qr).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    });
    expect(pages(false).every((p) => p.note === null)).toBe(true);
  });

  it('prints each page apart, escapes its text, and says when a link is too long for a QR code', () => {
    const ps = pages(true, (text) => (text.length > 10 ? null : qrSvg(text)));
    const html = handoutBody(
      ps.map((p, i) => (i === 0 ? { ...p, caption: 'a <b>&</b> c' } : p)),
      'Talk',
      words,
    );
    expect(html.match(/data-handout-page=/g)).toHaveLength(ps.length);
    expect(html).toContain('<h2>a &lt;b&gt;&amp;&lt;/b&gt; c</h2>');
    expect(html).toContain(`The link is too long for a QR code (${ps[0]!.link.length} characters).`);
    const doc = handoutDocument(ps, 'Talk', words, 'zh');
    expect(doc).toMatch(/^<!doctype html>\n<html lang="zh-CN">/);
    expect(doc).toContain('@page { size: A4 landscape');
  });

  it('draws a QR code for a link, and none for text longer than a QR code holds', () => {
    const svg = qrSvg('https://example.org/nr/#v=1&p=tke-incident&m=buggy&t=32500')!;
    const size = Number(/viewBox="0 0 (\d+) /.exec(svg)![1]);
    // Version 4 or 5 with a 4-module quiet zone on each side.
    expect(size).toBeGreaterThanOrEqual(33 + 8);
    expect(svg.match(/M\d+ \d+h1v1h-1z/g)!.length).toBeGreaterThan(200);
    expect(qrSvg('x'.repeat(5000))).toBeNull();
  });
});

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/run';
import { useAppStore } from '../../../store/appStore';
import { insertAfterIHDR, iTXtChunk, LINK_KEYWORD } from './pngChunks';
import { openFile } from '../../share/openFile';
import { loadCatalog } from '../../i18n/catalogs';
import { tinyPng } from './testPictures';

const initial = useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));

/** The message the picture left: its already-worded text. */
const noticeText = () => {
  const n = useAppStore.getState().notice;
  return n?.kind === 'text' ? n.text : String(n?.kind);
};

const svgAt = (at: number, mode: string) =>
  runCli(['export', 'minimal-repro', '--at', String(at), '--format', 'svg', '--mode', mode, '--lang', 'zh']);
const pngWith = (link: string) => insertAfterIHDR(tinyPng(), [iTXtChunk(LINK_KEYWORD, link)]);

describe('opening an exported picture', () => {
  it('an SVG reopens its scenario, mode, moment and language (and the address bar shows it)', async () => {
    expect(await openFile(new File([svgAt(17000, 'compare')], 'moment.svg'))).toBe(true);
    const s = useAppStore.getState();
    expect([s.presetId, s.view, s.time, s.lang, s.notice]).toEqual([
      'minimal-repro',
      'compare',
      17000,
      'zh',
      null,
    ]);
    expect(window.location.hash).toContain('t=17000');
  });

  it('a PNG reopens the moment of the link in its iTXt chunk', async () => {
    const link = /<nr:link[^>]*>([^<]*)</.exec(svgAt(5000, 'fixed'))![1]!.replace(/&amp;/g, '&');
    expect(await openFile(new File([pngWith(link)], 'shot.png', { type: 'image/png' }))).toBe(true);
    const s = useAppStore.getState();
    expect([s.presetId, s.view, s.time]).toEqual(['minimal-repro', 'fixed', 5000]);
  });

  it('a picture without a link, or with a damaged one, leaves the view alone and says what is wrong', async () => {
    useAppStore.getState().seekTime(1234);
    expect(await openFile(new File([tinyPng()], 'holiday.png', { type: 'image/png' }))).toBe(false);
    expect(noticeText()).toMatch(/^holiday\.png holds no nonroutable link/);

    await openFile(new File([pngWith('#v=1&m=sideways')], 'bad.png'));
    expect(noticeText()).toMatch(/^The link inside bad\.png is damaged: .*sideways/);

    const cut = pngWith('#v=1&p=minimal-repro').slice(0, 50);
    await openFile(new File([cut], 'cut.png'));
    expect(noticeText()).toMatch(/^cut\.png is cut short: it ends inside the “iTXt” chunk/);

    await openFile(new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'plain.svg'));
    expect(noticeText()).toMatch(/^plain\.svg holds no nonroutable link in its <metadata>/);

    await loadCatalog('zh');
    useAppStore.getState().setLang('zh');
    await openFile(new File([tinyPng()], 'holiday.png'));
    expect(noticeText()).toMatch(/^holiday\.png 中没有 nonroutable 链接/);
    expect(useAppStore.getState().time).toBe(1234);
  });
});

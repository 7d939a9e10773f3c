import { createElement } from 'react';
import { plain } from '../../text/Rich';
import type { StageWhere } from '../../stage/StageSvg';
import { insertAfterIHDR, iTXtChunk, LINK_KEYWORD } from '../files/pngChunks';
import { finishSvg } from '../files/svgDocument';
import { momentText, type ExportMoment } from '../moment';
import { createSvgRenderer, svgImage } from './browserSvg';
import { PictureSvg, type PictureOptions } from './PictureSvg';

export interface PictureFile {
  name: string;
  blob: Blob;
  width: number;
  height: number;
}

/** A file name that says what the picture is: scenario, key, moment, density. */
export function pictureName(m: ExportMoment, o: PictureOptions, ext: string): string {
  const what = (m.presetId ?? m.runs.scenario.title ?? 'scenario')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `nonroutable-${what || 'scenario'}-${m.view}-${Math.round(m.time)}ms${o.scale > 1 ? `@${o.scale}x` : ''}.${ext}`;
}

/** The picture as a standalone SVG document carrying `link`. */
export function pictureSvg(m: ExportMoment, where: StageWhere, o: PictureOptions, link: string): string {
  const r = createSvgRenderer();
  try {
    return finishSvg(r.render(createElement(PictureSvg, { moment: m, where, options: o })), {
      theme: m.theme,
      link,
    });
  } finally {
    r.dispose();
  }
}

const sizeOf = (svg: string) => {
  const w = /\swidth="(\d+(?:\.\d+)?)"/.exec(svg);
  const h = /\sheight="(\d+(?:\.\d+)?)"/.exec(svg);
  return { width: Math.round(Number(w?.[1] ?? 0)), height: Math.round(Number(h?.[1] ?? 0)) };
};

/** Rasterizes the SVG at its own (scaled) size and adds the link, title and description as text chunks. */
export async function svgToPng(svg: string, text: { link: string; title: string; description: string }) {
  const { width, height } = sizeOf(svg);
  const img = await svgImage(svg);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  ctx.drawImage(img, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/png'));
  if (!blob) throw new Error(`the browser could not encode a ${width} × ${height} PNG`);
  const png = new Uint8Array(await blob.arrayBuffer());
  const out = insertAfterIHDR(png, [
    iTXtChunk(LINK_KEYWORD, text.link),
    iTXtChunk('Title', text.title),
    iTXtChunk('Description', text.description),
    iTXtChunk('Software', 'nonroutable'),
  ]);
  return { blob: new Blob([out], { type: 'image/png' }), width, height };
}

/** Makes the picture file (PNG or SVG) of a moment. */
export async function exportPicture(
  format: 'png' | 'svg',
  m: ExportMoment,
  where: StageWhere,
  o: PictureOptions,
  link: string,
): Promise<PictureFile> {
  const svg = pictureSvg(m, where, o, link);
  const name = pictureName(m, o, format);
  if (format === 'svg') return { name, blob: new Blob([svg], { type: 'image/svg+xml' }), ...sizeOf(svg) };
  const text = momentText(m);
  const png = await svgToPng(svg, {
    link,
    title: `nonroutable · ${text.title}${text.chapter ? ` · ${text.chapter}` : ''}`,
    description: `${plain(text.what)} (${text.where})`,
  });
  return { name, ...png };
}

/** Offers a file for download. */
export function saveFile(name: string, blob: Blob) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

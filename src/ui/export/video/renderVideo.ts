import { createElement } from 'react';
import type { Runs } from '../../../store/traces';
import type { Lang } from '../../../store/appStore';
import type { StageWhere } from '../../stage/StageSvg';
import { plain } from '../../text/Rich';
import { finishSvg } from '../files/svgDocument';
import { momentText, type ExportMoment } from '../moment';
import { createSvgRenderer, svgImage } from '../picture/browserSvg';
import type { ExportTheme } from '../picture/exportStyle';
import { FrameSvg } from './FrameSvg';
import type { FrameMoment } from './frameTimeline';
import type { FrameSink } from './sinks';
import { cuesOf, webVtt } from './webvtt';

export type VideoFormat = 'webm' | 'mp4' | 'gif';
export type CaptionMode = 'burned' | 'vtt' | 'both' | 'none';

export interface VideoJob {
  runs: Runs;
  presetId: string | null;
  lang: Lang;
  theme: ExportTheme;
  where: StageWhere;
  frames: FrameMoment[];
  fps: number;
  width: number;
  height: number;
  format: VideoFormat;
  captions: CaptionMode;
  /** File name without extension. */
  name: string;
}

export interface VideoResult {
  files: { name: string; blob: Blob }[];
  frames: number;
  /** Frames that differed from the one before (only those were drawn). */
  drawn: number;
  ms: number;
}

export interface Progress {
  done: number;
  total: number;
  phase: 'frames' | 'finishing';
}

const MIME = { webm: 'video/webm', mp4: 'video/mp4', gif: 'image/gif' };
const LANGUAGE = { en: 'eng', zh: 'zho' } as const;

/** Gives the page a turn (progress, the Cancel button) without rAF, which stops in background tabs. */
const yieldToPage = () => new Promise<void>((done) => setTimeout(done, 0));

/**
 * Renders a video of a range frame by frame from the trace: each frame's SVG (the same components as the app)
 * is drawn to a canvas and handed to the encoder. Frames equal to the previous one are not redrawn. Progress
 * is reported per frame; aborting the signal stops and discards the file.
 */
export async function renderVideo(
  job: VideoJob,
  o: { signal: AbortSignal; onProgress: (p: Progress) => void; now?: () => number },
): Promise<VideoResult> {
  const now = o.now ?? (() => performance.now());
  const t0 = now();
  const moments = job.frames.map((f): ExportMoment => ({
    runs: job.runs,
    presetId: job.presetId,
    view: f.view,
    step: f.step,
    time: f.time,
    lang: job.lang,
    theme: job.theme,
    playing: true,
    ...(f.caption !== undefined ? { caption: f.caption } : {}),
  }));
  const texts = moments.map((m) => {
    const tx = momentText(m);
    return { heading: tx.chapter, text: plain(tx.what) };
  });
  const vtt = webVtt(cuesOf(texts, job.fps), job.lang);
  const wantVtt = job.captions === 'vtt' || job.captions === 'both';
  const burn = job.captions === 'burned' || job.captions === 'both';

  const canvas = document.createElement('canvas');
  canvas.width = job.width;
  canvas.height = job.height;
  const ctx = canvas.getContext('2d', { willReadFrequently: job.format === 'gif' });
  if (!ctx) throw new Error('no 2D canvas');
  // The encoders are their own chunk, loaded on the first render (opening the dialog does not load them).
  const { gifSink, videoSink } = await import('./sinks');
  const sink: FrameSink =
    job.format === 'gif'
      ? gifSink(canvas, { fps: job.fps })
      : await videoSink(canvas, {
          format: job.format,
          fps: job.fps,
          ...(wantVtt ? { subtitles: { vtt, language: LANGUAGE[job.lang] } } : {}),
        });
  const renderer = createSvgRenderer();
  let last = '';
  let drawn = 0;
  try {
    for (let k = 0; k < job.frames.length; k++) {
      if (o.signal.aborted) throw new DOMException('cancelled', 'AbortError');
      const f = job.frames[k]!;
      // What the frame shows (the header's time is to 0.1 s): an unchanged frame is not drawn again.
      const shown = [
        f.view,
        f.step,
        (f.time / 1000).toFixed(1),
        f.focus,
        f.packetAt.toFixed(3),
        texts[k]!.heading,
        texts[k]!.text,
      ].join('|');
      const fresh = shown !== last;
      if (fresh) {
        const frame = createElement(FrameSvg, {
          moment: moments[k]!,
          frame: f,
          where: job.where,
          o: { width: job.width, height: job.height, burn },
        });
        const img = await svgImage(finishSvg(renderer.render(frame), { theme: job.theme }));
        ctx.drawImage(img, 0, 0, job.width, job.height);
        drawn++;
        last = shown;
      }
      await sink.add(k, fresh);
      o.onProgress({ done: k + 1, total: job.frames.length, phase: 'frames' });
      if (k % 4 === 3) await yieldToPage();
    }
    if (o.signal.aborted) throw new DOMException('cancelled', 'AbortError');
    o.onProgress({ done: job.frames.length, total: job.frames.length, phase: 'finishing' });
    const bytes = await sink.finish();
    const files = [
      { name: `${job.name}.${job.format}`, blob: new Blob([bytes], { type: MIME[job.format] }) },
    ];
    if (wantVtt)
      files.push({ name: `${job.name}.${job.lang}.vtt`, blob: new Blob([vtt], { type: 'text/vtt' }) });
    return { files, frames: job.frames.length, drawn, ms: now() - t0 };
  } catch (e) {
    await sink.cancel().catch(() => {});
    throw e;
  } finally {
    renderer.dispose();
  }
}

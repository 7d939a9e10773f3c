import { applyPalette, GIFEncoder, quantize } from 'gifenc';
import {
  BufferTarget,
  CanvasSource,
  getFirstEncodableVideoCodec,
  Mp4OutputFormat,
  Output,
  QUALITY_HIGH,
  TextSubtitleSource,
  WebMOutputFormat,
} from 'mediabunny';

/** Where rendered frames go: a video encoder and muxer, or a GIF encoder. */
export interface FrameSink {
  /** The canvas now holds frame `k`; `fresh` says whether it differs from frame k − 1. */
  add(k: number, fresh: boolean): Promise<void>;
  finish(): Promise<Uint8Array<ArrayBuffer>>;
  cancel(): Promise<void>;
}

/** The video codecs this browser can encode for a container at a size, best first (undefined: none). */
export async function videoCodecFor(format: 'webm' | 'mp4', width: number, height: number) {
  if (typeof VideoEncoder === 'undefined') return undefined;
  return getFirstEncodableVideoCodec(format === 'mp4' ? ['avc'] : ['vp9', 'vp8'], { width, height });
}

/**
 * WebM (VP9, else VP8) or MP4 (H.264) through WebCodecs, muxed by Mediabunny at a constant frame rate, with
 * the captions as a WebVTT subtitle track when given.
 */
export async function videoSink(
  canvas: HTMLCanvasElement,
  o: { format: 'webm' | 'mp4'; fps: number; subtitles?: { vtt: string; language: string } },
): Promise<FrameSink> {
  const codec = await videoCodecFor(o.format, canvas.width, canvas.height);
  if (!codec)
    throw new Error(`this browser cannot encode ${o.format === 'mp4' ? 'H.264' : 'VP8 or VP9'} video`);
  const target = new BufferTarget();
  const output = new Output({
    format: o.format === 'mp4' ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat(),
    target,
  });
  const source = new CanvasSource(canvas, { codec, quality: QUALITY_HIGH });
  output.addVideoTrack(source, { frameRate: o.fps });
  const subs = o.subtitles ? new TextSubtitleSource('webvtt') : undefined;
  if (subs && o.subtitles) output.addSubtitleTrack(subs, { languageCode: o.subtitles.language });
  await output.start();
  return {
    add: (k) => source.add(k / o.fps, 1 / o.fps),
    async finish() {
      source.close();
      if (subs && o.subtitles) {
        await subs.add(o.subtitles.vtt);
        subs.close();
      }
      await output.finalize();
      return new Uint8Array(target.buffer!);
    },
    cancel: () => output.cancel(),
  };
}

/**
 * An animated GIF (gifenc): each distinct frame quantized to its own 256-colour palette; a frame equal to the
 * previous one only lengthens the previous frame's delay (GIF delays are in 1/100 s, so fps must divide 100).
 */
export function gifSink(canvas: HTMLCanvasElement, o: { fps: number }): FrameSink {
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  const gif = GIFEncoder();
  const { width, height } = canvas;
  let pending: { index: Uint8Array; palette: number[][]; frames: number } | undefined;
  const flush = () => {
    if (!pending) return;
    gif.writeFrame(pending.index, width, height, {
      palette: pending.palette,
      delay: (pending.frames * 1000) / o.fps,
      repeat: 0,
    });
  };
  return {
    async add(_k, fresh) {
      if (!fresh && pending) {
        pending.frames++;
        return;
      }
      flush();
      const rgba = ctx.getImageData(0, 0, width, height).data;
      const palette = quantize(rgba, 256, { format: 'rgb444' });
      pending = { index: applyPalette(rgba, palette, 'rgb444'), palette, frames: 1 };
    },
    async finish() {
      flush();
      gif.finish();
      return new Uint8Array(gif.bytes());
    },
    async cancel() {
      pending = undefined;
    },
  };
}

// Describes a video or GIF file an export produced: container, duration, codec, size, frame (packet) count and
// tracks (the WebVTT subtitle track, when captions were muxed in). Used to measure exports by hand:
//   node scripts/probe-video.mjs nonroutable-tke-incident-buggy-chapter-3-1080p.webm
import { readFileSync } from 'node:fs';
import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/probe-video.mjs <file.webm|file.mp4>');
  process.exit(2);
}
const input = new Input({ source: new BufferSource(readFileSync(file)), formats: ALL_FORMATS });
console.log('format', (await input.getFormat()).name, 'duration', await input.computeDuration(), 's');
const video = await input.getPrimaryVideoTrack();
if (!video) throw new Error(`${file} has no video track`);
console.log('codec', video.codec, `${video.displayWidth}×${video.displayHeight}`);
let packets = 0;
let last;
for await (const p of new EncodedPacketSink(video).packets()) {
  packets++;
  last = p;
}
console.log('packets', packets, 'last timestamp', last?.timestamp, 'duration', last?.duration);
console.log('tracks', (await input.getTracks()).map((t) => `${t.type}:${t.codec ?? ''}`).join(' '));

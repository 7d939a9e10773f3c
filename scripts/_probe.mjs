import { Input, BufferSource, ALL_FORMATS, EncodedPacketSink } from 'mediabunny';
import { readFileSync } from 'node:fs';
const buf = readFileSync(process.argv[2]);
const input = new Input({ source: new BufferSource(buf), formats: ALL_FORMATS });
console.log('format', (await input.getFormat()).name, 'duration', await input.computeDuration());
const v = await input.getPrimaryVideoTrack();
console.log('codec', v.codec, v.displayWidth, v.displayHeight);
const sink = new EncodedPacketSink(v);
let n = 0, last;
for await (const p of sink.packets()) { n++; last = p; }
console.log('packets', n, 'last ts', last.timestamp, last.duration);
const tracks = await input.getTracks();
console.log(tracks.map((t) => t.type + ':' + (t.codec ?? '')));

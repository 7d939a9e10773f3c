// The app's scan as a user meets it, in a fresh process: node bench/appScanOnce.mjs <built scanWorker-*.js> <dump>.
// The page starts a worker from the built chunk when a file is chosen and posts it the File (a Blob the worker
// reads); the worker reads the bytes, parses, judges and posts the findings. Here the same built chunk is loaded
// into a stand-in worker scope and given the file as a disk-backed Blob (`fs.openAsBlob`, what a File from the
// picker is). CPU from just before the chunk is loaded to the posted result: loading and compiling the worker's
// code, reading the Blob, parsing, judging. Not included: the page rendering the findings, and replays (the page
// builds one when a pair is opened). Prints one JSON line.
import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const [chunk, file] = process.argv.slice(2);
const blob = await openAsBlob(file);
const c0 = process.cpuUsage();
const t0 = performance.now();
const reply = await new Promise((resolve) => {
  globalThis.self = {
    postMessage: (m) => m.type !== 'progress' && resolve(m),
  };
  void import(pathToFileURL(chunk).href).then(() =>
    globalThis.self.onmessage({
      data: { inputs: [{ name: basename(file), blob }], ciliumVersion: 'v1.18.6' },
    }),
  );
});
const wall = performance.now() - t0;
const c = process.cpuUsage(c0);
if (reply.type !== 'result')
  throw new Error(`the scan worker answered ${JSON.stringify(reply).slice(0, 300)}`);
console.log(
  JSON.stringify({
    cpu: (c.user + c.system) / 1000,
    wall,
    rssMB: process.resourceUsage().maxRSS / 1024,
    pairs: reply.result.exposure.pairs.length,
  }),
);

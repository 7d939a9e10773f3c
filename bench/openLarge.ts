/**
 * The 10,000-Service file opened as the app opens it, step by step, in a fresh process (as a fresh worker sees
 * it): read and validated (the decode worker), each key simulated and its story read (a simulation worker),
 * the trace encoded there and rebuilt in the page (graphCodec; the page's part is done in 10 ms slices), against
 * a structured clone of the trace (what the page took in one task before), then the stories joined (the page).
 * Run by `npm run bench:freeze`; prints one JSON line.
 */
import { deserialize, serialize } from 'node:v8';
import { performance } from 'node:perf_hooks';
import { packTrace } from '../src/model/lazyState';
import { parseScenarioText } from '../src/scenario/parseScenario';
import { analyzeTrace } from '../src/scenario/story/analysis';
import { joinStory, readVariantStory } from '../src/store/computeRuns';
import { runVariant } from '../src/store/runVariant';
import { decodeGraph, encodeGraph } from '../src/store/simulation/graphCodec';
import { incidentWithServices } from '../src/testing/bigIncident';

const time = <T>(f: () => T): [T, number] => {
  const t = performance.now();
  const v = f();
  return [v, Math.round(performance.now() - t)];
};

const text = JSON.stringify(incidentWithServices(10_000));
const out: Record<string, unknown> = { case: '10k-file-open', fileBytes: text.length };
const [parsed, parseMs] = time(() => parseScenarioText(text));
out.parseAndValidateMs = parseMs;
if (!parsed.ok) throw new Error(parsed.errors[0]?.message);
const sc = parsed.scenario;
const traces = {} as Record<'buggy' | 'fixed', ReturnType<typeof runVariant>>;
const stories = {} as Record<'buggy' | 'fixed', ReturnType<typeof readVariantStory>>;
for (const variant of ['buggy', 'fixed'] as const) {
  const [trace, simulateMs] = time(() => runVariant(sc, variant));
  const [, storyMs] = time(() => ((stories[variant] = readVariantStory(trace)), analyzeTrace(trace)));
  const packed = packTrace(trace);
  const [encoded, encodeMs] = time(() => encodeGraph(packed));
  const t = performance.now();
  let slices = 0;
  await decodeGraph(encoded, 10, () => (slices++, Promise.resolve()));
  const decodeMs = Math.round(performance.now() - t);
  const [bytes, cloneOutMs] = time(() => serialize(packed));
  const [, cloneInMs] = time(() => deserialize(bytes));
  traces[variant] = trace;
  out[variant] = {
    simulateMs,
    storyMs,
    encodeMsInWorker: encodeMs,
    encodedBytes: encoded.ops.byteLength + encoded.lengths.byteLength + encoded.text.length * 2,
    rebuildMsInPage: decodeMs,
    rebuildSlices: slices + 1,
    structuredCloneInPageMsBefore: cloneInMs,
    structuredCloneOutMs: cloneOutMs,
  };
}
const [, joinMs] = time(() => joinStory(sc, traces.buggy, traces.fixed, stories));
out.joinMsInPage = joinMs;
console.log(JSON.stringify(out));

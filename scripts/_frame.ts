import { writeFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { getPreset } from '../src/scenario/presets';
import { getRuns } from '../src/store/traces';
import { finishSvg } from '../src/ui/export/files/svgDocument';
import { FrameSvg } from '../src/ui/export/video/FrameSvg';
import { frameTimeline } from '../src/ui/export/video/frameTimeline';
import { stageWhere } from '../src/ui/stage/StageSvg';
const [preset, lang, theme, h, which] = process.argv.slice(2);
const sc = getPreset(preset!)!.scenario;
const runs = getRuns(sc);
const ch = runs.chapters.buggy.findIndex((c) => c.id === 'prefixRelease');
const frames = frameTimeline(runs, { kind: 'chapter', index: ch }, { fps: 30, pacing: 'story', speed: 4, view: which === 'compare' ? 'compare' : 'buggy' });
const H = Number(h);
for (const k of [0, 10, 40]) {
  const f = frames[k]!;
  const focus = which === 'keys' ? 'keyInspector' : which?.startsWith('output') ? 'output:curl' : f.focus;
  const m = { runs, presetId: preset!, view: f.view, step: f.step, time: f.time, lang: lang as 'en', theme: theme as 'dark', playing: true };
  const svg = finishSvg(renderToStaticMarkup(createElement(FrameSvg, { moment: m, frame: { ...f, focus }, where: stageWhere(sc), o: { width: (H * 16) / 9, height: H, burn: true } })), { theme: theme as 'dark', link: '#' });
  writeFileSync(`/tmp/fr/f${k}.svg`, svg);
}
console.log(frames.length);

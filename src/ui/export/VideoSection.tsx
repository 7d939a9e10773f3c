import { useEffect, useId, useMemo, useState } from 'react';
import { selectRuns, type AppState, type Lang, type Pacing } from '../../store/appStore';
import { allCatalogs } from '../i18n/allCatalogs';
import { readingSchedule } from '../story/readingSchedule';
import { primaryVariant } from '../../store/slices/types';
import type { StageWhere } from '../stage/StageSvg';
import { effectiveTalk } from '../talk/effectiveTalk';
import { BTN, Choice, PRIMARY, SELECT } from './controls';
import { fileSize, fill, type ExportMessages } from './messages';
import { saveFile } from './picture/exportPicture';
import { frameTimeline, type VideoRange } from './video/frameTimeline';
import type { CaptionMode, VideoFormat } from './video/renderVideo';
import { useVideoJob } from './video/useVideoJob';

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Video (WebM, MP4 where H.264 encodes) or GIF of a range, at 720p or 1080p, with captions. */
export function VideoSection({ m, s, where }: { m: ExportMessages; s: AppState; where: StageWhere }) {
  const id = useId();
  const runs = useMemo(() => selectRuns(s), [s]);
  const variant = s.view === 'fixed' ? 'fixed' : 'buggy';
  const chapters = runs.chapters[variant];
  const [range, setRange] = useState('from');
  const [seconds, setSeconds] = useState(5);
  const [lang, setLang] = useState<Lang>(s.lang);
  const talk = useMemo(() => effectiveTalk({ ...s, lang }), [s, lang]);
  const [beats, setBeats] = useState<[number, number]>([0, Math.max(0, talk.beats.length - 1)]);
  const [hold, setHold] = useState(4);
  const [format, setFormat] = useState<VideoFormat>('webm');
  const [height, setHeight] = useState(720);
  const [captions, setCaptions] = useState<CaptionMode>('burned');
  const [pacing, setPacing] = useState<Pacing>(s.pacing);
  const [codecs, setCodecs] = useState<{ webm: boolean; mp4: boolean } | null>(null);
  const { state, run, cancel } = useVideoJob();
  const width = (height * 16) / 9;
  const fps = format === 'gif' ? 10 : 30;

  // The encoders (Mediabunny, gifenc) load with this check, not with the dialog: a picture never needs them.
  useEffect(() => {
    let live = true;
    void import('./video/sinks')
      .then(({ videoCodecFor }) =>
        Promise.all([videoCodecFor('webm', 1920, 1080), videoCodecFor('mp4', 1920, 1080)]),
      )
      .then(([w, p]) => live && setCodecs({ webm: !!w, mp4: !!p }))
      .catch(() => live && setCodecs({ webm: false, mp4: false }));
    return () => {
      live = false;
    };
  }, []);

  const videoRange: VideoRange = useMemo(() => {
    if (range === 'run') return { kind: 'run' };
    if (range === 'talk')
      return { kind: 'talk', beats: talk.beats.slice(beats[0], beats[1] + 1), holdMs: hold * 1000 };
    if (range.startsWith('chapter:')) return { kind: 'chapter', index: Number(range.slice(8)) };
    return { kind: 'from', step: s.step, time: s.time, seconds };
  }, [range, talk, beats, hold, s.step, s.time, seconds]);
  const frames = useMemo(
    () =>
      frameTimeline(runs, videoRange, {
        fps,
        pacing,
        speed: s.speed,
        view: s.view,
        // Paced as the app plays: every beat held for its caption's reading time.
        schedule: readingSchedule(runs, primaryVariant(s.view), allCatalogs[lang]),
      }),
    [runs, videoRange, fps, pacing, s.speed, s.view, lang],
  );
  const running = state.phase === 'running';
  const unavailable = codecs !== null && format !== 'gif' && !codecs[format];

  const start = () => {
    const what = slug(s.presetId ?? runs.scenario.title ?? 'scenario') || 'scenario';
    const part = range.startsWith('chapter:')
      ? `chapter-${Number(range.slice(8)) + 1}`
      : range === 'from'
        ? `t${Math.round(s.time)}ms-${seconds}s`
        : range;
    void run({
      runs,
      presetId: s.presetId,
      lang,
      theme: s.theme,
      where,
      frames,
      fps,
      width,
      height,
      format,
      captions: format === 'gif' && captions !== 'none' ? 'burned' : captions,
      name: `nonroutable-${what}-${s.view}-${part}-${height}p`,
    });
  };

  const t = allCatalogs[s.lang];
  return (
    <section
      aria-labelledby={`${id}-h`}
      className="flex flex-col gap-3 rounded-lg border border-slate-300 p-3 dark:border-slate-700"
    >
      <h3 id={`${id}-h`} className="font-semibold">
        {m.videoHeading}
      </h3>
      <div className="grid gap-3 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{m.range}</span>
            <select className={SELECT} value={range} onChange={(e) => setRange(e.target.value)}>
              <option value="from">{m.rangeFrom}</option>
              <option value="run">{m.rangeRun}</option>
              {chapters.map((c, i) => (
                <option key={c.step} value={`chapter:${i}`}>
                  {fill(m.rangeChapter, { n: i + 1, title: t.chapters[c.id] })}
                </option>
              ))}
              {talk.beats.length > 0 && <option value="talk">{m.rangeTalk}</option>}
            </select>
          </label>
          {range === 'from' && (
            <label className="flex items-center gap-2 text-sm">
              {m.seconds}
              <input
                type="number"
                min={1}
                max={120}
                value={seconds}
                onChange={(e) =>
                  setSeconds(Math.max(1, Math.min(120, Math.round(Number(e.target.value)) || 1)))
                }
                className={`${SELECT} w-20`}
              />
            </label>
          )}
          {range === 'talk' && (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              {([m.fromBeat, m.toBeat] as const).map((label, end) => (
                <label key={label} className="flex items-center gap-1">
                  {label}
                  <select
                    className={`${SELECT} max-w-[11rem]`}
                    value={beats[end]}
                    onChange={(e) => {
                      const v = Number(e.target.value);
                      setBeats(end ? [Math.min(beats[0], v), v] : [v, Math.max(beats[1], v)]);
                    }}
                  >
                    {talk.beats.map((b, i) => (
                      <option key={i} value={i}>
                        {i + 1}. {b.caption.slice(0, 40)}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
              <label className="flex items-center gap-1">
                {m.holdSeconds}
                <input
                  type="number"
                  min={1}
                  max={30}
                  value={hold}
                  onChange={(e) =>
                    setHold(Math.max(1, Math.min(30, Math.round(Number(e.target.value)) || 1)))
                  }
                  className={`${SELECT} w-16`}
                />
              </label>
            </div>
          )}
          {range !== 'talk' && (
            <Choice
              legend={m.pacing}
              name={`${id}-pacing`}
              value={pacing}
              options={[
                { value: 'story', label: m.pacingStory },
                { value: 'realtime', label: fill(m.pacingReal, { speed: s.speed }) },
              ]}
              onChange={setPacing}
            />
          )}
          <Choice
            legend={m.language}
            name={`${id}-lang`}
            value={lang}
            options={[
              { value: 'en', label: <span lang="en">English</span> },
              { value: 'zh', label: <span lang="zh">中文</span> },
            ]}
            onChange={setLang}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Choice
            legend={m.format}
            name={`${id}-format`}
            value={format}
            options={[
              { value: 'webm', label: 'WebM', disabled: codecs !== null && !codecs.webm },
              {
                value: 'mp4',
                label: 'MP4',
                disabled: codecs !== null && !codecs.mp4,
                title: m.mp4Unavailable,
              },
              { value: 'gif', label: 'GIF' },
            ]}
            onChange={setFormat}
          />
          <Choice
            legend={m.resolution}
            name={`${id}-res`}
            value={height}
            options={[
              { value: 720, label: '720p' },
              { value: 1080, label: '1080p' },
            ]}
            onChange={setHeight}
          />
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{m.captions}</span>
            <select
              className={SELECT}
              value={captions}
              onChange={(e) => setCaptions(e.target.value as CaptionMode)}
            >
              {(['burned', 'vtt', 'both', 'none'] as const).map((c) => (
                <option key={c} value={c} disabled={format === 'gif' && (c === 'vtt' || c === 'both')}>
                  {m.captionModes[c]}
                </option>
              ))}
            </select>
          </label>
          {codecs && !codecs.webm && !codecs.mp4 && (
            <p className="text-sm text-warn-strong">{m.noWebCodecs}</p>
          )}
          {codecs && codecs.webm && !codecs.mp4 && format === 'mp4' && (
            <p className="text-sm text-warn-strong">{m.mp4Unavailable}</p>
          )}
          {format === 'gif' && <p className="text-xs text-slate-600 dark:text-slate-400">{m.gifNote}</p>}
        </div>
      </div>
      <p className="text-sm" data-testid="video-summary">
        {fill(m.summary, {
          seconds: (frames.length / fps).toFixed(1),
          frames: frames.length,
          fps,
          w: width,
          h: height,
        })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={PRIMARY} disabled={running || unavailable} onClick={start}>
          {fill(m.render, { format: format === 'gif' ? 'GIF' : format === 'mp4' ? 'MP4' : 'WebM' })}
        </button>
        {running && (
          <>
            <progress
              max={state.progress.total}
              value={state.progress.done}
              aria-label={m.videoHeading}
              className="h-2 w-48 accent-sky-700"
            />
            <span role="status" className="text-sm">
              {state.progress.phase === 'finishing'
                ? m.finishing
                : fill(m.progress, { done: state.progress.done, total: state.progress.total })}
            </span>
            <button type="button" className={BTN} onClick={cancel}>
              {m.cancel}
            </button>
          </>
        )}
        {state.phase === 'cancelled' && (
          <p role="status" className="text-sm">
            {m.cancelled}
          </p>
        )}
        {state.phase === 'failed' && (
          <p role="alert" className="text-sm text-bad-strong">
            {fill(m.failed, { error: state.error })}
          </p>
        )}
      </div>
      {state.phase === 'done' && (
        <div className="flex flex-col gap-2">
          <p role="status" className="text-sm">
            {fill(m.done, {
              frames: state.result.frames,
              drawn: state.result.drawn,
              seconds: (state.result.ms / 1000).toFixed(1),
            })}
          </p>
          <div className="flex flex-wrap gap-2">
            {state.result.files.map((f) => (
              <button key={f.name} type="button" className={BTN} onClick={() => saveFile(f.name, f.blob)}>
                ⬇ {fill(m.downloadFile, { name: f.name, size: fileSize(f.blob.size) })}
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

import { narrate } from '../../scenario/story/narrate';
import { TALK_LIMITS, type TalkBeatV1, type TalkFocus, type TalkV1 } from '../../scenario/talk/types';
import { selectRuns, useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { enterPresentation } from '../present/startShow';
import { openSpeakerView } from '../speaker/openSpeakerView';
import { plain } from '../text/Rich';
import { effectiveTalk, goBeat } from './effectiveTalk';
import { insertionPoint, shortCaption } from './newBeat';
import { OfflineCopyButton } from './OfflineCopyButton';
import { ExportButton } from '../export/ExportButton';
import { outputTitle } from '../panels/outputTitle';

const btn =
  'rounded-md border border-slate-400 px-2 py-1 text-sm hover:bg-slate-200 disabled:opacity-40 dark:border-slate-600 dark:hover:bg-slate-800';
const FOCI = ['stage', 'narration', 'keyInspector'] as const;

/** Applies an edit to the talk being presented, turning a built-in talk into the speaker's own first. */
function edit(change: (talk: TalkV1) => TalkV1) {
  const s = useAppStore.getState();
  const base = effectiveTalk(s);
  useAppStore.setState({ talk: change({ ...base, beats: base.beats.map((b) => ({ ...b })) }) });
}

function move<T>(xs: T[], from: number, to: number): T[] {
  const out = [...xs];
  const [x] = out.splice(from, 1);
  out.splice(to, 0, x!);
  return out;
}

/** The talk panel's contents: its beats to click through, editable (captions, notes, order), and the ways to present it. */
export default function TalkPanelBody() {
  const t = useT();
  const talk = useAppStore(effectiveTalk);
  const custom = useAppStore((s) => s.talk !== null);
  const current = useAppStore((s) => s.beat);
  const runs = useAppStore(selectRuns);
  const outputs = ['curl', 'cilium bpf lb list', 'cilium-agent log', 'db/show frontends', 'db/show backends'];

  const addBeat = () => {
    const s = useAppStore.getState();
    const variant = s.view === 'fixed' ? 'fixed' : 'buggy';
    const what = t.story.narrate(narrate(runs.traces[variant], s.step, runs.story)).what;
    const beat: TalkBeatV1 = {
      at: s.time,
      step: s.step,
      view: s.view,
      focus: 'stage',
      caption: shortCaption(plain(what)),
    };
    const at = insertionPoint(talk.beats, s.beat, s.time);
    edit((tk) => ({ ...tk, beats: [...tk.beats.slice(0, at), beat, ...tk.beats.slice(at)] }));
    useAppStore.setState({ beat: at });
  };

  return (
    <>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={`${btn} font-semibold`} onClick={() => enterPresentation()}>
          ▶ {t.talkUi.present}
        </button>
        <button type="button" className={btn} onClick={() => openSpeakerView()}>
          {t.talkUi.speakerView}
        </button>
        <button type="button" className={btn} onClick={addBeat}>
          + {t.talkUi.addBeat}
        </button>
        {custom && (
          <button type="button" className={btn} onClick={() => useAppStore.getState().setTalk(null)}>
            {t.talkUi.reset}
          </button>
        )}
        <button
          type="button"
          className={btn}
          title={t.show.handout.hint}
          onClick={() => useAppStore.getState().setShowUi({ handout: true })}
        >
          ⎙ {t.show.handout.button}
        </button>
        <OfflineCopyButton />
        <ExportButton className={btn} icon />
      </div>
      <label className="mt-2 flex items-center gap-2 text-sm">
        {t.talkUi.targetMinutes}
        <input
          type="number"
          min={1}
          max={600}
          value={talk.targetMinutes ?? ''}
          onChange={(e) => {
            const n = Math.round(Number(e.target.value));
            // Cleared (or out of range while typing): the talk has no target, and no countdown.
            edit(({ targetMinutes: _, ...tk }) => ({
              ...tk,
              ...(e.target.value !== '' && n >= 1 && n <= 600 ? { targetMinutes: n } : {}),
            }));
          }}
          className="w-20 rounded border border-slate-400 bg-white px-1 dark:border-slate-600 dark:bg-slate-900"
        />
      </label>
      <ol className="mt-2 flex flex-col gap-2">
        {talk.beats.map((b, i) => (
          <li
            key={i}
            aria-current={current === i ? 'step' : undefined}
            className={`rounded-md border p-2 text-sm ${current === i ? 'border-hi bg-hi/10' : 'border-slate-300 dark:border-slate-700'}`}
          >
            <div className="mb-1 flex flex-wrap items-center gap-2">
              <span className="font-semibold">{i + 1}.</span>
              <button
                type="button"
                className="font-mono underline"
                onClick={() => goBeat(useAppStore.getState(), i)}
              >
                t = {(b.at / 1000).toFixed(1)} s ·{' '}
                {b.view === 'compare' ? t.compare : b.view === 'fixed' ? t.fixedKey : t.buggyKey}
              </button>
              <label className="ml-auto flex items-center gap-1">
                {t.talkUi.focus}
                <select
                  value={b.focus}
                  onChange={(e) =>
                    edit((tk) => ({
                      ...tk,
                      beats: tk.beats.map((x, k) =>
                        k === i ? { ...x, focus: e.target.value as TalkFocus } : x,
                      ),
                    }))
                  }
                  className="rounded border border-slate-400 bg-white dark:border-slate-600 dark:bg-slate-900"
                >
                  {FOCI.map((f) => (
                    <option key={f} value={f}>
                      {t.talkUi.focusNames[f]}
                    </option>
                  ))}
                  {outputs.map((o) => (
                    <option key={o} value={`output:${o}`}>
                      {outputTitle(t, o).text}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className={btn}
                aria-label={`${t.talkUi.moveUp} ${i + 1}`}
                disabled={i === 0}
                onClick={() => edit((tk) => ({ ...tk, beats: move(tk.beats, i, i - 1) }))}
              >
                ↑
              </button>
              <button
                type="button"
                className={btn}
                aria-label={`${t.talkUi.moveDown} ${i + 1}`}
                disabled={i === talk.beats.length - 1}
                onClick={() => edit((tk) => ({ ...tk, beats: move(tk.beats, i, i + 1) }))}
              >
                ↓
              </button>
              <button
                type="button"
                className={btn}
                aria-label={`${t.talkUi.remove} ${i + 1}`}
                onClick={() => {
                  edit((tk) => ({ ...tk, beats: tk.beats.filter((_, k) => k !== i) }));
                  useAppStore.setState({ beat: null });
                }}
              >
                ✕
              </button>
            </div>
            <label className="block">
              <span className="sr-only">
                {t.talkUi.caption} {i + 1}
              </span>
              <textarea
                value={b.caption}
                maxLength={TALK_LIMITS.caption}
                rows={2}
                aria-label={`${t.talkUi.caption} ${i + 1}`}
                onChange={(e) =>
                  edit((tk) => ({
                    ...tk,
                    beats: tk.beats.map((x, k) => (k === i ? { ...x, caption: e.target.value } : x)),
                  }))
                }
                className="w-full rounded border border-slate-400 bg-white p-1 dark:border-slate-600 dark:bg-slate-900"
              />
            </label>
            <label className="block">
              <span className="text-xs text-slate-600 dark:text-slate-400">{t.talkUi.note}</span>
              <textarea
                value={b.note ?? ''}
                maxLength={TALK_LIMITS.note}
                rows={2}
                aria-label={`${t.talkUi.note} ${i + 1}`}
                onChange={(e) =>
                  edit((tk) => ({
                    ...tk,
                    beats: tk.beats.map((x, k) => (k === i ? { ...x, note: e.target.value } : x)),
                  }))
                }
                className="w-full rounded border border-slate-400 bg-white p-1 text-xs dark:border-slate-600 dark:bg-slate-900"
              />
            </label>
          </li>
        ))}
      </ol>
    </>
  );
}

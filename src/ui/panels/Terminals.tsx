import { fragmentsFor } from '../../scenario/lineMatch';
import { effectiveTalk } from '../talk/effectiveTalk';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import type { ClusterState } from '../../model/trace';
import { selectTrace, useAppStore } from '../../store/appStore';
import { toSimInput } from '../../scenario/toSimInput';
import { INCIDENT_TOUR } from '../../scenario/tours/incidentTour';
import { fmt, useT } from '../i18n/useT';
import type { OutputLine as Line } from './outputDiff';
import { lineMarks, OutputLine } from './OutputLine';
import { entityIn, selectionMatchers } from './selectionMatch';
import { outputTitle } from './outputTitle';
import { terminalOutputs, type TerminalOutput } from './terminalOutputs';
import { revealTouredLine } from './revealTouredLine';
import { usePanelStep, useViewedTime } from './usePanelStep';

/** Outputs longer than this render virtualised (only the lines in view are in the DOM). */
export const LONG_OUTPUT_LINES = 400;

const LongOutputLines = lazy(() => import('./LongOutputLines'));

/** The first lines of an output, each with its marks (all of them when the output is short). */
function PlainLines(props: {
  lines: Line[];
  matchers: readonly RegExp[];
  tourLines: readonly string[];
  labels: { added: string; removed: string };
}) {
  return props.lines
    .slice(0, LONG_OUTPUT_LINES)
    .map((l, i) => (
      <OutputLine
        key={i}
        line={l}
        marks={lineMarks(l, props.matchers, props.tourLines)}
        labels={props.labels}
      />
    ));
}

/** Scrolls a log to its end, then brings the tour's or a beat's line back into view if the end left it out. */
function toEnd(el: HTMLElement) {
  el.scrollTop = el.scrollHeight;
  revealTouredLine(el);
}

/**
 * Keeps a scrolled output at its end. Reading its height lays it out, so this happens only while the output is
 * on or near the screen (an IntersectionObserver tracks that); one that is far below the fold — skipped by the
 * section's `content-visibility: auto` — is scrolled to its end as it comes near, before it is seen.
 */
function useFollowEnd(ref: RefObject<HTMLElement | null>, follow: boolean, content: unknown, toured: string) {
  const near = useRef(false);
  const pending = useRef(false);
  useEffect(() => {
    const el = ref.current;
    if (!follow || !el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      ([e]) => {
        near.current = e?.isIntersecting ?? false;
        if (near.current && pending.current) {
          pending.current = false;
          toEnd(el);
        }
      },
      { rootMargin: '100% 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, follow]);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!follow || !el) return;
    if (near.current || typeof IntersectionObserver === 'undefined') toEnd(el);
    else pending.current = true;
  }, [ref, follow, content, toured]);
}

function Terminal(props: {
  /** Its text and diff are read here (each output renders in its own component) and kept per step. */
  out: TerminalOutput;
  state: ClusterState;
  matchers: RegExp[];
  tourLines: string[];
}) {
  const { out, state, matchers, tourLines } = props;
  const t = useT();
  const lines = out.lines;
  const changed = lines.some((l) => l.kind !== 'same');
  const select = useAppStore((s) => s.select);
  const pre = useRef<HTMLPreElement>(null);
  const labels = { added: t.terminal.added, removed: t.terminal.removed };
  const toured = tourLines.join('\n');
  const title = outputTitle(t, out.name);
  // A log shows its newest lines, as `tail -f` would.
  useFollowEnd(pre, out.follow === true, lines, toured);
  // The line a tour stop or beat points at is wrapped and scrolled into view, so what it names is readable.
  useLayoutEffect(() => {
    if (pre.current && toured && out.follow !== true) revealTouredLine(pre.current);
  }, [toured, out.follow, lines]);
  return (
    <section
      role="region"
      aria-label={out.name}
      data-output={out.name}
      className="flex min-w-0 flex-col overflow-hidden rounded-lg border border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900"
    >
      <header className="flex items-center gap-2 border-b border-slate-200 px-2 py-1 dark:border-slate-800">
        <h3 className={`${title.command ? 'font-mono ' : ''}text-xs font-semibold`}>{title.text}</h3>
        {changed && (
          <span className="rounded bg-warn/25 px-1 text-[10px] font-semibold text-slate-800 dark:text-amber-200">
            <span aria-hidden="true">● </span>
            {t.terminal.changed}
          </span>
        )}
      </header>
      <pre
        ref={pre}
        className="term max-h-64 p-2"
        tabIndex={0}
        onClick={(e) => {
          const line = (e.target as HTMLElement).closest('[data-line]')?.textContent;
          if (line) select(entityIn(line, state));
        }}
      >
        <span className="text-slate-600 dark:text-slate-400">$ {out.command}</span>
        {'\n'}
        {lines.length > LONG_OUTPUT_LINES ? (
          <Suspense
            fallback={<PlainLines lines={lines} matchers={matchers} tourLines={tourLines} labels={labels} />}
          >
            <LongOutputLines
              lines={lines}
              scroller={pre}
              follow={out.follow === true}
              matchers={matchers}
              tourLines={tourLines}
              labels={{ ...labels, range: fmt(t.terminal.longOutput, { n: lines.length }) }}
            />
          </Suspense>
        ) : (
          <PlainLines lines={lines} matchers={matchers} tourLines={tourLines} labels={labels} />
        )}
      </pre>
    </section>
  );
}

/** The real command outputs at this moment; what changed at this step is marked, removed lines struck out. */
export function Terminals() {
  const t = useT();
  const trace = useAppStore(selectTrace);
  // Deferred: the stage and playhead commit first; these panels follow without blocking a frame.
  const step = usePanelStep();
  const scenario = useAppStore((s) => s.scenario);
  const selection = useAppStore((s) => s.selection);
  const tour = useAppStore((s) => s.tour);
  const stop = tour === null ? undefined : INCIDENT_TOUR[tour];
  // The lines a talk's beat names, while the page shows that beat's moment.
  const beatLines = useAppStore((s) => {
    const beat = s.beat === null ? undefined : effectiveTalk(s).beats[s.beat];
    return beat && beat.step === s.step ? beat.lines : undefined;
  });
  const input = useMemo(() => toSimInput(scenario), [scenario]);
  const viewedAt = useViewedTime();
  const outs = useMemo(
    () => terminalOutputs(trace, step, input.startTime, input.node.ip, viewedAt),
    [trace, step, input, viewedAt],
  );
  const state = trace.steps[step]!.state;
  const matchers = useMemo(() => selectionMatchers(selection, state), [selection, state]);
  return (
    <section
      aria-labelledby="terms-h"
      className="flex flex-col gap-2 [contain-intrinsic-size:auto_66rem] [content-visibility:auto] xl:[contain-intrinsic-size:auto_36rem]"
    >
      <h2
        id="terms-h"
        className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
      >
        {t.terminals}
      </h2>
      {selection && (
        <p className="text-xs text-slate-700 dark:text-slate-300">
          {t.terminal.showing} <code className="font-mono">{selection}</code>{' '}
          <button
            type="button"
            className="underline max-sm:min-h-[24px] max-sm:px-1"
            onClick={() => useAppStore.getState().select(null)}
          >
            {t.terminal.clear}
          </button>
        </p>
      )}
      <div className="grid grid-cols-1 gap-2 xl:grid-cols-2 min-[1800px]:grid-cols-3">
        {outs.map((o) => (
          <Terminal
            key={o.name}
            out={o}
            state={state}
            matchers={matchers}
            tourLines={[...fragmentsFor(stop?.lines, o.name), ...fragmentsFor(beatLines, o.name)]}
          />
        ))}
      </div>
    </section>
  );
}

import { encodeLink } from '../scenario/link/encodeLink';
import { selectRuns, selectTrace, useAppStore } from '../store/appStore';
import { currentLinkState } from '../store/urlSync';
import { useT } from './i18n/useT';
import { scenarioText } from './scenarioText';
import { Notice } from './Notice';
import { SimulationStatus } from './simulation/SimulationStatus';
import { Stage } from './stage/Stage';
import { TimelineControls } from './timeline/TimelineControls';
import { TimelineTrack } from './timeline/TimelineTrack';
import { useNarrationOf } from './panels/useNarration';
import { useMediaQuery } from './useMediaQuery';
import { Rich } from './text/Rich';

/**
 * `e=1`: read-only, minimal chrome for iframes, with a way out to the full app. Made for 16:9 frames (800×450,
 * 960×600): the whole stage fits the space left by a one-line title, the caption and a compact timeline. In a
 * frame the size of a video embed (560×315) the whole stage would be drawn at 6–8 px: the stage then shows the
 * node alone (its backends, the frontends → BPF map and the client), as a projected beat does, and folds rows
 * away (the ones that matter now stay) rather than draw text under 10 px.
 */
const SMALL_FRAME = '(max-height: 400px), (max-width: 640px)';
export function EmbedView() {
  // A large linked scenario is being simulated: nothing of the scenario before it is shown meanwhile.
  const opening = useAppStore((s) => s.simulation?.reason === 'open' || s.readingLink);
  if (opening)
    return (
      <main className="flex h-screen flex-col gap-2 p-2">
        <h1 className="sr-only">nonroutable</h1>
        <Notice />
        <SimulationStatus />
      </main>
    );
  return <EmbeddedRun />;
}

function EmbeddedRun() {
  const t = useT();
  const trace = useAppStore(selectTrace);
  const step = useAppStore((s) => s.step);
  const runs = useAppStore(selectRuns);
  const presetId = useAppStore((s) => s.presetId);
  const what = useNarrationOf(trace, step).what;
  const small = useMediaQuery(SMALL_FRAME);
  const full = encodeLink(window.location.href.split('#')[0]!, currentLinkState(useAppStore.getState()));
  return (
    <main className="flex h-screen flex-col gap-1.5 overflow-hidden p-2">
      <Notice />
      <div className="flex items-center gap-3 text-sm">
        <h1 className="flex min-w-0 items-baseline gap-3">
          <span className="font-mono font-bold">
            <span className="text-bad">non</span>routable
          </span>
          <span className="truncate font-normal text-slate-600 dark:text-slate-300">
            {scenarioText(t, presetId, runs.scenario).title}
          </span>
        </h1>
        <a
          href={full}
          target="_blank"
          rel="noopener"
          className="ml-auto shrink-0 text-accent underline dark:text-info"
        >
          {t.share.openFull} ↗
        </a>
      </div>
      <div className="min-h-0 flex-1">
        <Stage
          trace={trace}
          index={step}
          scenario={runs.scenario}
          fit={small ? 'embed' : 'thumb'}
          nodeOnly={small}
        />
      </div>
      <p className="line-clamp-2 min-h-[2lh] px-1 text-sm text-slate-700 dark:text-slate-300">
        <Rich text={what} />
      </p>
      <TimelineControls compact />
      <TimelineTrack compact />
    </main>
  );
}

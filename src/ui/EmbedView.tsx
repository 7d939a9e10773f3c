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
import { Rich } from './text/Rich';

/** `e=1`: read-only, minimal chrome for iframes, with a way out to the full app. */
export function EmbedView() {
  // A large linked scenario is being simulated: nothing of the scenario before it is shown meanwhile.
  const opening = useAppStore((s) => s.simulation?.reason === 'open');
  if (opening)
    return (
      <div className="flex h-screen flex-col gap-2 p-2">
        <Notice />
        <SimulationStatus />
      </div>
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
  const full = encodeLink(window.location.href.split('#')[0]!, currentLinkState(useAppStore.getState()));
  return (
    <div className="flex h-screen flex-col gap-2 p-2">
      <Notice />
      <div className="flex items-center gap-3 text-sm">
        <span className="font-mono font-bold">
          <span className="text-bad">non</span>routable
        </span>
        <span className="truncate text-slate-600 dark:text-slate-300">
          {scenarioText(t, presetId, runs.scenario).title}
        </span>
        <a
          href={full}
          target="_blank"
          rel="noopener"
          className="ml-auto text-accent underline dark:text-info"
        >
          {t.share.openFull} ↗
        </a>
      </div>
      <div className="min-h-0 flex-1 overflow-auto">
        <Stage trace={trace} index={step} scenario={runs.scenario} />
        <p className="px-2 text-sm text-slate-700 dark:text-slate-300">
          <Rich text={what} />
        </p>
      </div>
      <TimelineControls />
      <TimelineTrack />
    </div>
  );
}

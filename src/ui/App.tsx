import { Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import {
  selectDockOpen,
  selectPrimaryVariant,
  selectRuns,
  selectTrace,
  useAppStore,
} from '../store/appStore';
import { startPlaybackClock } from '../store/playback';
import { readingSchedule } from './story/readingSchedule';
import { getCatalog } from './i18n/catalogs';
import { needsWorker } from '../store/slices/simulationSlice';
import { startUrlSync } from '../store/urlSync';
import { Header } from './header/Header';
import { ErrorBoundary } from './ErrorBoundary';
import { IntroCard } from './IntroCard';
import { ScenarioBar } from './ScenarioBar';
import { Notice } from './Notice';
import { KeyInspector } from './panels/KeyInspector';
import { Narration } from './panels/Narration';
import { Stage } from './stage/Stage';
import { StageFilter, wantsStageFilter } from './stage/StageFilter';
import { useRevealCountChanges } from './stage/useRevealCountChanges';
import { useStageStep } from './stage/useStageStep';
import { TimelineControls } from './timeline/TimelineControls';
import { TimelineTrack } from './timeline/TimelineTrack';
import { CLEARS_DOCK } from './timeline/transportDock';
import { TalkPanel } from './talk/TalkPanel';
import { useT } from './i18n/useT';
import { useKeyboard } from './useKeyboard';
import { useFileDrop } from './share/useFileDrop';
import { useEditorStore } from '../store/editorStore';
import { useOnceTrue } from './useOnceTrue';
import { useIsServerRender } from './useIsServerRender';
import { copyBelowHeight } from './belowFold';
import { CaptionSheet } from './story/CaptionSheet';
import { BelowPanelsSlot } from './loadBelowPanels';
import { SimulationStatus } from './simulation/SimulationStatus';
import { RunPending } from './simulation/RunPending';
import {
  AudienceSync,
  CompareView,
  Editor,
  EmbedView,
  Gallery,
  GlossaryDialog,
  HandoutView,
  HelpDialog,
  LabsDock,
  PresentView,
  ShareDialog,
  SpeakerView,
  TourPanel,
} from './lazyViews';

function MainStage() {
  const trace = useAppStore(selectTrace);
  const scenario = useAppStore(selectRuns).scenario;
  const step = useStageStep(trace, scenario);
  // A tour stop places the page itself (on what it asks the reader to look at).
  const touring = useAppStore((s) => s.tour !== null);
  useRevealCountChanges(trace, step, !touring);
  // The filter belongs to the scenario it was typed for: another scenario starts unfiltered.
  const [filter, setFilter] = useState({ scenario, text: '' });
  const text = filter.scenario === scenario ? filter.text : '';
  return (
    <>
      {wantsStageFilter(scenario) && (
        <StageFilter scenario={scenario} value={text} onChange={(v) => setFilter({ scenario, text: v })} />
      )}
      <Stage trace={trace} index={step} scenario={scenario} filter={text} />
    </>
  );
}

/** The explainer below the scenario bar: the stage (or both runs), the timeline, the command line and outputs. */
function Explainer() {
  const t = useT();
  const view = useAppStore((s) => s.view);
  const scenario = useAppStore((s) => s.scenario);
  // The first view commits what is on screen first (the stage, the panels beside it, the timeline with Play);
  // the command line and the outputs below it follow in a deferred render, which yields to input (a Space
  // pressed as soon as Play shows starts playback without waiting for them). Where the prerendered copy is
  // showing them below the fold, their box keeps the copy's height meanwhile, so nothing moves as they mount;
  // a large scenario (its progress showed first) defers them too. Elsewhere (a link: nothing was painted before
  // the app; the copy's outputs on screen) the first render has them all, as the server render (the copy) does.
  const [copyBelow] = useState(copyBelowHeight);
  const large = useMemo(() => needsWorker(scenario), [scenario]);
  const server = useIsServerRender();
  const below = useDeferredValue(true, server || !(large || copyBelow !== null));
  return (
    <>
      <ScenarioBar />
      {view === 'compare' ? (
        <ErrorBoundary name="Compare view">
          <Suspense fallback={null}>
            <CompareView />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <div className="grid grid-cols-1 items-start gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(20rem,1fr)]">
          <section
            id="stage"
            aria-label={t.stage}
            className="min-w-0 rounded-lg border border-slate-300 p-1 dark:border-slate-700"
          >
            <ErrorBoundary name="Stage">
              <MainStage />
            </ErrorBoundary>
          </section>
          <div className="flex min-w-0 flex-col gap-3">
            <ErrorBoundary name="Narration">
              <Narration />
            </ErrorBoundary>
            <ErrorBoundary name="Key inspector">
              <KeyInspector />
            </ErrorBoundary>
            <ErrorBoundary name="Talk">
              <TalkPanel />
            </ErrorBoundary>
          </div>
        </div>
      )}
      <section
        id="timeline"
        aria-label={t.timelineControls}
        className="z-10 flex flex-col gap-2 rounded-lg border border-slate-300 bg-slate-50 p-2 shadow-lg md:sticky md:bottom-0 dark:border-slate-700 dark:bg-slate-950"
      >
        <TimelineControls />
        <TimelineTrack />
      </section>
      {(below || copyBelow !== null) && (
        <div
          data-below=""
          className="flex flex-col gap-3"
          style={below || copyBelow === null ? undefined : { height: copyBelow }}
        >
          {below && (
            // Their chunk (loadBelowPanels.tsx) may still be loading: the copy's box keeps its height meanwhile.
            <Suspense fallback={copyBelow === null ? null : <div style={{ height: copyBelow }} />}>
              <BelowPanelsSlot />
            </Suspense>
          )}
        </div>
      )}
    </>
  );
}

export function App() {
  const session = useAppStore((s) => s.session);
  const speaker = useAppStore((s) => s.speaker);
  // An audience window (a presenter session's link, not the speaker's) joins the session: what a session needs
  // loads with it (lazyViews.ts), not with every first view.
  return (
    <>
      {session && !speaker && (
        <Suspense fallback={null}>
          <AudienceSync session={session} />
        </Suspense>
      )}
      <AppView />
    </>
  );
}

function AppView() {
  const t = useT();
  const theme = useAppStore((s) => s.theme);
  const lang = useAppStore((s) => s.lang);
  const embed = useAppStore((s) => s.embed);
  const present = useAppStore((s) => s.present);
  const speaker = useAppStore((s) => s.speaker);
  const handout = useAppStore((s) => s.handout);
  const touring = useAppStore((s) => s.tour !== null);
  // The Labs' dock takes the tour's place; a tour started meanwhile covers it until it ends.
  const labs = useAppStore((s) => s.labsOpen && s.tour === null);
  const docked = useAppStore(selectDockOpen);
  // A scenario being opened replaces the view of the one before it (an edit keeps showing the last version).
  const opening = useAppStore((s) => s.simulation?.reason === 'open' || s.readingLink);
  const galleryOpen = useOnceTrue(useAppStore((s) => s.galleryOpen));
  const editorOpen = useOnceTrue(useEditorStore((s) => s.open));
  const shareOpen = useOnceTrue(useAppStore((s) => s.shareOpen));
  const glossaryOpen = useOnceTrue(useAppStore((s) => s.glossary !== null));
  const helpOpen = useOnceTrue(useAppStore((s) => s.helpOpen));
  useKeyboard();
  // The story plays at the reader's pace: every beat at least as long as its narration takes to read.
  useEffect(
    () =>
      startPlaybackClock((s) => readingSchedule(selectRuns(s), selectPrimaryVariant(s), getCatalog(s.lang))),
    [],
  );
  useEffect(() => startUrlSync(), []);
  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  }, [theme, lang]);
  const dropping = useFileDrop(!speaker && !embed && !present);
  // Presenting and embedding read both runs: while the other key's run is still coming, they say so.
  const pending = useAppStore((s) => s.pendingRun !== null);
  if (pending && (speaker || embed || present || handout))
    return (
      <main className="p-3">
        <RunPending always />
      </main>
    );
  // The shortcuts' dialog loads the first time it opens ("?"), then stays mounted (its close is its own).
  const help = helpOpen && (
    <Suspense fallback={null}>
      <HelpDialog />
    </Suspense>
  );
  const glossary = glossaryOpen && (
    <Suspense fallback={null}>
      <GlossaryDialog />
    </Suspense>
  );
  if (handout)
    return (
      <Suspense fallback={null}>
        <HandoutView />
      </Suspense>
    );
  if (speaker)
    return (
      <Suspense fallback={null}>
        <SpeakerView />
      </Suspense>
    );
  if (embed)
    return (
      <Suspense fallback={null}>
        <EmbedView />
      </Suspense>
    );
  if (present)
    return (
      <>
        <Suspense fallback={null}>
          <PresentView />
        </Suspense>
        {help}
        {glossary}
      </>
    );
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <Notice />
      <ErrorBoundary name="Gallery">
        <Suspense fallback={null}>{galleryOpen && <Gallery />}</Suspense>
      </ErrorBoundary>
      <ErrorBoundary name="Editor">
        <Suspense fallback={null}>{editorOpen && <Editor />}</Suspense>
      </ErrorBoundary>
      {/* The tour is a dock beside the page (below it on phones), so its text and what it points at show together. */}
      <ErrorBoundary name="Tour">
        <Suspense fallback={null}>{touring && <TourPanel />}</Suspense>
      </ErrorBoundary>
      <ErrorBoundary name="Labs">
        <Suspense fallback={null}>{labs && <LabsDock />}</Suspense>
      </ErrorBoundary>
      <main
        className={`flex flex-col gap-3 p-3 ${docked ? 'pb-[48vh] lg:pr-[25.5rem] lg:pb-3' : CLEARS_DOCK}`}
      >
        <IntroCard onTour={() => useAppStore.getState().startTour(0)} />
        <SimulationStatus />
        <RunPending />
        {!opening && <Explainer />}
      </main>
      {!opening && <CaptionSheet />}
      {help}
      {glossary}
      {shareOpen && (
        <Suspense fallback={null}>
          <ShareDialog />
        </Suspense>
      )}
      {dropping && (
        <div
          aria-hidden="true"
          className="pointer-events-none fixed inset-3 z-50 flex items-center justify-center rounded-xl border-4 border-dashed border-accent bg-slate-50/85 text-lg font-semibold dark:bg-slate-950/85"
        >
          {t.exporter.drop}
        </div>
      )}
    </div>
  );
}

import { create } from 'zustand';
import type { KeyVariant } from '../model/backendInstanceKey';
import { stepIndexAt } from '../model/render/collect';
import { createCursorSlice, type CursorSlice } from './slices/cursorSlice';
import { createEditorSlice } from './slices/editorSlice';
import { createLabsSlice, type LabsSlice } from './slices/labsSlice';
import { createNoticeSlice, type NoticeSlice } from './slices/noticeSlice';
import { createPrefsSlice, type PrefsSlice } from './slices/prefsSlice';
import { createScenarioSlice, type ScenarioSlice } from './slices/scenarioSlice';
import { createSimulationSlice, type SimulationSlice } from './slices/simulationSlice';
import { createTalkSlice, type TalkSlice } from './slices/talkSlice';
import { primaryVariant, type AppStore } from './slices/types';
import { getRuns } from './traces';

export { DEFAULT_SPEED } from './slices/cursorSlice';
export type { AppStore, Lang, Pacing, Theme, View } from './slices/types';

type Actions<T> = { [K in keyof T as T[K] extends (...args: never[]) => unknown ? K : never]: T[K] };
type Data<T> = Omit<T, keyof Actions<T>>;
/** The store's data (what a link, a test or a snapshot sets); `AppActions` are its actions. */
export type AppState = Data<ScenarioSlice> &
  Data<CursorSlice> &
  Data<PrefsSlice> &
  Data<TalkSlice> &
  Data<NoticeSlice> &
  Data<SimulationSlice> &
  Data<LabsSlice>;
export type AppActions = Actions<AppStore>;

/**
 * The app store, made of slices: the scenario, the playback cursor, how the page looks, the tour and talk, and
 * the editor (whose hook, `useEditorStore`, reads its part).
 * Creating it has no side effects (nothing is simulated, nothing of the browser is read); `startApp` boots it.
 */
export const useAppStore = create<AppStore>()((...a) => ({
  ...createScenarioSlice(...a),
  ...createCursorSlice(...a),
  ...createPrefsSlice(...a),
  ...createTalkSlice(...a),
  ...createNoticeSlice(...a),
  ...createSimulationSlice(...a),
  ...createLabsSlice(...a),
  ...createEditorSlice(...a),
}));

/** Selectors: primitives or existing references only. */
export const selectPrimaryVariant = (s: AppState): KeyVariant => primaryVariant(s.view);
export const selectRuns = (s: AppState) => getRuns(s.scenario);
export const selectTrace = (s: AppState) => getRuns(s.scenario).traces[primaryVariant(s.view)];
export const selectStep = (s: AppState) => selectTrace(s).steps[s.step]!;
/**
 * The step the panels beside and below the stage show: the playhead's, except while it is being dragged, when
 * they hold the step they settled on last (the stage and the timeline follow every move; see setScrubbing).
 */
export const selectShownStep = (s: AppState) =>
  s.scrubbing ? Math.min(s.settledStep, selectTrace(s).steps.length - 1) : s.step;
/** The playhead's time as the panels beside and below the stage show it (mid-drag, where they settled). */
export const selectShownTime = (s: AppState) => (s.scrubbing ? s.settledTime : s.time);
/** A dock beside the page (below it on phones) is open: the tour's or the Labs'. */
export const selectDockOpen = (s: AppState) => s.tour !== null || s.labsOpen;
export const selectOtherStep = (s: AppState) => {
  const t = getRuns(s.scenario).traces.fixed;
  return t.steps[Math.max(0, stepIndexAt(t, s.time))]!;
};

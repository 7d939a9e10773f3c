import type { StateCreator } from 'zustand';
import type { KeyVariant } from '../../model/backendInstanceKey';
import type { CursorSlice } from './cursorSlice';
import type { EditorState } from './editorSlice';
import type { LabsSlice } from './labsSlice';
import type { NoticeSlice } from './noticeSlice';
import type { SimulationSlice } from './simulationSlice';
import type { PrefsSlice } from './prefsSlice';
import type { ScenarioSlice } from './scenarioSlice';
import type { TalkSlice } from './talkSlice';

export type View = KeyVariant | 'compare';
export type Lang = 'en' | 'zh';
export type Theme = 'dark' | 'light';
/** Story: playback moves beat by beat with readable dwells. Real time: proportional to simulated time. */
export type Pacing = 'story' | 'realtime';

/** The whole app store: one store made of slices (each slice may call the others' actions through `get`). */
export type AppStore = ScenarioSlice &
  CursorSlice &
  PrefsSlice &
  TalkSlice &
  NoticeSlice &
  SimulationSlice &
  LabsSlice & { editor: EditorState };

/** A slice's creator, typed against the whole store. */
export type SliceCreator<T> = StateCreator<AppStore, [], [], T>;

/** The run shown is the buggy one in compare view. */
export const primaryVariant = (v: View): KeyVariant => (v === 'compare' ? 'buggy' : v);

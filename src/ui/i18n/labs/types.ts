import type { LabMiss, LabView } from '../../../scenario/labs/types';

/** One lab's words: why it matters, the goal the model checks, and two hints (the second after a wrong attempt). */
export interface LabText {
  title: string;
  story: string[];
  goal: string;
  hints: [string, string];
}

/** The Labs dock's words, loaded with the dock (not with the first view). Texts may hold `code` spans. */
export interface LabsText {
  title: string;
  intro: string;
  /** "{done} of {total} solved". */
  progress: string;
  solvedMark: string;
  openMark: string;
  back: string;
  close: string;
  reset: string;
  resetHint: string;
  next: string;
  why: string;
  goal: string;
  status: { done: string; open: string };
  notYet: string;
  hint: string;
  secondHint: string;
  showHint: string;
  showSolution: string;
  hideSolution: string;
  solutionNote: string;
  paste: string;
  run: string;
  /** Accessible names of a solution step's buttons: "{action} {line}". */
  /** Under a solution step that is a script: how many lines follow its first. */
  moreLines: string;
  stepLabel: string;
  view: Record<LabView, string>;
  tick: string;
  toCommand: string;
  noCommandBox: string;
  /** `{id}`: the id a link named. */
  unknownLab: string;
  storage: { blocked: string; full: string; unreadable: string };
  predict: { legend: string; check: string; locked: string; right: string };
  misses: Record<LabMiss, string>;
  labs: Record<string, LabText>;
}

import type { TourText } from './types';

export const tourEn: TourText = {
  button: 'Tour',
  title: 'The investigation, step by step',
  progress: 'Stop {n} of {total}',
  look: 'Look at',
  lookAt: {
    stage: 'the stage',
    narration: 'the narration',
    keyInspector: 'the key inspector',
    timeline: 'the timeline',
  },
  question: 'Question',
  show: 'Show the answer',
  hide: 'Hide the answer',
  prev: 'Previous stop',
  next: 'Next stop',
  exit: 'Leave the tour',
  sources: 'Sources',
};

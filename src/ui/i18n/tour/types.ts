/** The words of a tour stop: a title, a short explanation, and a question the reader answers by looking. */
export interface TourStopText {
  title: string;
  body: string[];
  question: string;
  answer: string;
}

export interface TourText {
  button: string;
  title: string;
  /** "Stop {n} of {total}". */
  progress: string;
  look: string;
  lookAt: { stage: string; narration: string; keyInspector: string; timeline: string };
  question: string;
  show: string;
  hide: string;
  prev: string;
  next: string;
  exit: string;
  sources: string;
}

/** Every stop's words, by stop id (src/scenario/tours/incidentTour.ts): a module per language, loaded with the
 * tour panel. */
export type TourStops = Record<string, TourStopText>;

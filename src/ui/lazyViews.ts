import { lazy } from 'react';
import { loadModel } from '../store/model';
import { loadLinkCompressor } from '../store/linkCompressor';
import { loadValidation } from '../store/validation';

// What the first view does not show loads when first shown (docs/design.md, "Lazy by default").
// Views that simulate, or read runs of scenarios not on screen (the gallery's presets, a lab's start, a tour's
// stops, every edit), load the model with them (store/model.ts): they then read and commit runs at once.
const withModel = <T>(view: Promise<T>): Promise<T> => Promise.all([view, loadModel()]).then(([v]) => v);
// The editor validates every edit: validation (store/validation.ts) loads with it too.
export const Editor = lazy(() =>
  Promise.all([withModel(import('./editor/Editor')), loadValidation()]).then(([m]) => ({
    default: m.Editor,
  })),
);
export const Gallery = lazy(() =>
  withModel(import('./gallery/Gallery')).then((m) => ({ default: m.Gallery })),
);
export const LabsDock = lazy(() =>
  withModel(import('./labs/LabsDock')).then((m) => ({ default: m.LabsDock })),
);
export const TourPanel = lazy(() =>
  withModel(import('./tour/TourPanel')).then((m) => ({ default: m.TourPanel })),
);
// Share writes links that may carry the scenario: the link compressor loads with it (store/linkCompressor.ts).
export const ShareDialog = lazy(() =>
  Promise.all([import('./share/ShareDialog'), loadLinkCompressor()]).then(([m]) => ({
    default: m.ShareDialog,
  })),
);
export const GlossaryDialog = lazy(() =>
  import('./GlossaryDialog').then((m) => ({ default: m.GlossaryDialog })),
);
export const CompareView = lazy(() => import('./CompareView').then((m) => ({ default: m.CompareView })));
export const PresentView = lazy(() =>
  import('./present/PresentView').then((m) => ({ default: m.PresentView })),
);
export const SpeakerView = lazy(() =>
  import('./speaker/SpeakerView').then((m) => ({ default: m.SpeakerView })),
);
export const EmbedView = lazy(() => import('./EmbedView').then((m) => ({ default: m.EmbedView })));
export const DraftBanner = lazy(() =>
  import('./editor/DraftBanner').then((m) => ({ default: m.DraftBanner })),
);
export const HandoutView = lazy(() => import('./handout/HandoutView'));
export const AudienceSync = lazy(() => import('./speaker/AudienceSync'));
export const HelpDialog = lazy(() => import('./HelpDialog').then((m) => ({ default: m.HelpDialog })));

import { lazy } from 'react';

// What the first view does not show loads when first shown (docs/design.md, "Lazy by default").
export const Editor = lazy(() => import('./editor/Editor').then((m) => ({ default: m.Editor })));
export const Gallery = lazy(() => import('./gallery/Gallery').then((m) => ({ default: m.Gallery })));
export const LabsDock = lazy(() => import('./labs/LabsDock').then((m) => ({ default: m.LabsDock })));
export const TourPanel = lazy(() => import('./tour/TourPanel').then((m) => ({ default: m.TourPanel })));
export const ShareDialog = lazy(() =>
  import('./share/ShareDialog').then((m) => ({ default: m.ShareDialog })),
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

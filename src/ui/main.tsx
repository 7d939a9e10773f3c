import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './index.css';
import { useAppStore } from '../store/appStore';
import { loadModel, modelLoading } from '../store/model';
import { loadValidation } from '../store/validation';
import { primePresetRuns } from '../store/presetRuns';
import { startApp } from '../store/startApp';
import { whenNotSimulating } from '../store/whenNotSimulating';
import { hasCatalog, loadCatalog } from './i18n/catalogs';
import { registerServiceWorkerWhenIdle } from './registerServiceWorker';
import { bootAfterCopyPaints } from './afterFirstPaint';
import { replayEarlyInput } from './earlyInput';
import { seedLabelsFromCopy } from './prerender/copyLabels';
import { copyBelowHeight } from './belowFold';
import { loadBelowPanels } from './loadBelowPanels';

// The default preset's runs, simulated by the build (a chunk of data; the model itself loads only when something
// needs it): fetched and read from the start, while the prerendered copy paints.
const presetRuns = primePresetRuns();

// Open what the link describes before the first render (a bad link becomes a message, never a blank page).
// The link always wins: drafts are restored only when they belong to it, and offered otherwise.
// A downloaded offline copy carries where it opens (its talk and moment) in a meta tag.
const boot = () => {
  const start = document.querySelector('meta[name="nonroutable-start"]')?.getAttribute('content') ?? '';
  // The panels below the timeline are a chunk of their own, loading from now on (also while a link's reader loads).
  const below = loadBelowPanels();
  startApp(window.location.hash || start, () => opened(below));
};

const opened = (below: Promise<unknown>) => {
  // A restored draft (or a link's scenario) may be waiting for the model before it is committed: the first render
  // waits too, so it never shows the preset the draft replaces. That wait was registered first, so it commits first.
  const model = modelLoading();
  // A link in 中文 waits for its catalog, so its reader never sees English first (and a failed load still renders).
  const lang = useAppStore.getState().lang;
  // Where the copy shows the panels below the timeline below the fold, the app's first render goes without them
  // (they mount in a later render); elsewhere (a link, which shows no copy; a tall window) the first render has
  // them, as the copy does, and so waits for them.
  const waits = [
    presetRuns,
    ...(model ? [model] : []),
    ...(hasCatalog(lang) ? [] : [loadCatalog(lang)]),
    ...(copyBelowHeight(document) === null ? [below] : []),
  ];
  const first = () => void Promise.all(waits).then(render, render);
  // A link to a large scenario has just started its simulation: the first render (its progress) runs in a task
  // of its own, so that opening the link and the first render are not one long task.
  if (useAppStore.getState().simulation) setTimeout(first, 0);
  else first();
};

// The hosted build's prerendered first view (scripts/prerender.mjs) gives way to the app in the same frame.
const render = () => {
  // The copy's timeline label layouts: the app's timeline, at a width the copy was drawn for, needs no search.
  seedLabelsFromCopy(document);
  const root = createRoot(document.getElementById('root')!);
  flushSync(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  document.getElementById('prerender')?.remove();
  // The first render has committed, its effects with it (a sync render's run before flushSync returns): the app's
  // keyboard handler listens. The keys pressed before (recorded by the head's early input script) go to it now.
  replayEarlyInput(window);
  // The model's chunk is fetched once the page is idle, so that a scenario picked a moment later (another preset, a
  // talk, the editor) is simulated at once instead of waiting for it. A failed fetch is tried again when needed.
  // Scenario validation (store/validation.ts) comes with it, for the editor's first edit.
  const prefetch = () => void Promise.all([loadModel(), loadValidation()]).catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(prefetch, { timeout: 3000 });
  else setTimeout(prefetch, 1000);
};

// Where the prerendered copy is showing, the browser paints it before the app's first render (a long task).
bootAfterCopyPaints(document, window, boot);

// The hosted build works offline after the first visit; its worker installs once this visit has started (and a
// large scenario's simulation has finished: the install's downloads and caching would compete for its cores).
if (import.meta.env.PROD && import.meta.env.MODE !== 'offline')
  registerServiceWorkerWhenIdle(window, whenNotSimulating);

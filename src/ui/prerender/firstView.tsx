import { renderToString } from 'react-dom/server';
import { useAppStore } from '../../store/appStore';
import { App } from '../App';

/**
 * The first view as static HTML, rendered at build time (vite.config.ts, hosted build only) so that a visitor
 * sees the explainer before its JavaScript has loaded: the default scenario at its first moment, in English, in
 * the state a link without a hash opens. The page shows it as an inert copy until the app replaces it (see
 * `prerenderBoot`). Rendering has no side effects: nothing of the browser is read and the store is not booted.
 */
export function renderFirstView(): string {
  // The server render reads a store's initial state: make that the state the app opens with.
  useAppStore.getInitialState = useAppStore.getState;
  return renderToString(<App />);
}

export { prerenderBoot } from './boot';
export { INTRO_SEEN_KEY } from '../IntroCard';

/** The parts of `window` the registration uses (a test passes a stand-in). */
export interface SwHost {
  document: Pick<Document, 'readyState'>;
  navigator: { serviceWorker?: Pick<ServiceWorkerContainer, 'register'> };
  addEventListener: (type: 'load', listener: () => void, opts: { once: true }) => void;
  requestIdleCallback?: (cb: () => void, opts: { timeout: number }) => number;
  setTimeout: (cb: () => void, ms: number) => unknown;
}

/** How long the registration waits for an idle moment at most (ms). */
export const SW_IDLE_TIMEOUT_MS = 4000;

/**
 * Registers the hosted build's service worker (vite-plugin-pwa writes `sw.js`; it precaches the whole app, so
 * the explainer works offline after the first visit) once the page has loaded, the app is ready (`whenReady`
 * calls back then: a large scenario's simulation has finished) and the page has gone idle. Registered at the
 * load event, as the plugin's own script does, its install downloads and caches every file while the first
 * visit is still starting the app, on the same cores; a page that waits for its simulation workers is idle,
 * yet its cores are not.
 */
export function registerServiceWorkerWhenIdle(
  host: SwHost,
  whenReady: (then: () => void) => void = (then) => then(),
): void {
  const sw = host.navigator.serviceWorker;
  if (!sw) return;
  const register = () => {
    sw.register('./sw.js', { scope: './' }).catch(() => {
      // No offline copy this visit (a private window, a blocked worker): the app itself is unaffected.
    });
  };
  const whenIdle = () =>
    host.requestIdleCallback
      ? host.requestIdleCallback(register, { timeout: SW_IDLE_TIMEOUT_MS })
      : host.setTimeout(register, 1000);
  const loaded = () => whenReady(whenIdle);
  if (host.document.readyState === 'complete') loaded();
  else host.addEventListener('load', loaded, { once: true });
}

// Shared by scripts/bench-ui.mjs and scripts/trace-scale.mjs.

/**
 * When the page first has the stage in its DOM (`window.__stageAt`), seen by a MutationObserver in the page:
 * Playwright's waitFor polls with growing pauses (20, 50, 100, 100, then every 500 ms), so the time it returns
 * lags the stage by up to half a second, plus the wait for the page's thread to answer.
 */
export const STAGE_AT = `new MutationObserver((_, mo) => {
  if (!document.querySelector('#root svg[data-font]')) return;
  window.__stageAt = performance.now();
  mo.disconnect();
}).observe(document, { childList: true, subtree: true });`;

// Vite plugin for the one-file offline build: the early input script (src/ui/prerender/earlyInputBoot.ts) in the
// head, so that keys pressed before the app has mounted are replayed, not lost. The offline copy has no
// prerendered first view, so nothing acknowledges them before the app. (The hosted build's script comes with its
// first view, scripts/prerender.mjs.) offlineHtml pins it in the CSP with the page's other inline scripts.
import { resolve } from 'node:path';
import { runnerImport } from 'vite';
import { withHeadScript } from './prerender.mjs';

export function earlyInputOffline() {
  return {
    name: 'nonroutable-early-input',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const { module } = await runnerImport(resolve('src/ui/prerender/earlyInputScript.ts'), {
          configFile: false,
          logLevel: 'error',
        });
        return withHeadScript(html, module.earlyInputScript(null));
      },
    },
  };
}

import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { viteSingleFile } from 'vite-plugin-singlefile';
import { VitePWA } from 'vite-plugin-pwa';
import { earlyInputOffline } from './scripts/earlyInput.mjs';
import { offlineHtml } from './scripts/offlineHtml.mjs';
import { prerenderFirstView } from './scripts/prerender.mjs';
import { firstViewGroups } from './scripts/firstViewChunk.mjs';
import { firstViewBudget } from './scripts/firstViewBudget.mjs';
import { presetRuns } from './scripts/presetRuns.mjs';

// `vite build` makes the hosted app (with a service worker, so it works offline after the first visit, and its
// first view prerendered into index.html, so it paints before the JavaScript has loaded);
// `vite build --mode offline` makes dist-offline/nonroutable.html, one self-contained file for file://.
export default defineConfig(({ mode }) => {
  const offline = mode === 'offline';
  return {
    plugins: [
      react(),
      tailwindcss(),
      // The default preset's runs, simulated by the build (the first view loads no model).
      presetRuns(),
      ...(offline
        ? [earlyInputOffline(), viteSingleFile({ removeViteModuleLoader: true }), offlineHtml()]
        : [
            prerenderFirstView(),
            // The app's own first-view code stays within its budget (issue 34: at most 70 kB gzip).
            firstViewBudget(),
            VitePWA({
              registerType: 'autoUpdate',
              // The app registers the worker itself, once the first visit has loaded and gone idle
              // (src/ui/registerServiceWorker.ts).
              injectRegister: false,
              manifest: {
                name: 'nonroutable',
                short_name: 'nonroutable',
                description: 'An interactive explainer of cilium/cilium#43619',
                theme_color: '#020617',
                background_color: '#020617',
                icons: [{ src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
              },
              workbox: {
                globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
                maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
              },
            }),
          ]),
    ],
    // Relative base: the built app works from any path and from file-less static hosts.
    base: './',
    build: offline
      ? { target: 'es2022', sourcemap: false, outDir: 'dist-offline', emptyOutDir: true }
      : {
          target: 'es2022',
          sourcemap: false,
          // The first view's code in one chunk and the framework's in another (scripts/firstViewChunk.mjs), not
          // split where lazy chunks share them.
          rolldownOptions: { output: { codeSplitting: { groups: firstViewGroups('index.html') } } },
        },
    // ES-module workers can split: the scan worker loads the YAML and zip parsers only for input that needs them.
    worker: { format: 'es' },
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'node',
      setupFiles: [
        'src/testing/freshModules.ts',
        'src/testing/installModel.ts',
        'src/testing/failOnReactWarnings.ts',
      ],
      // On a shared two-core machine at load 5–12 tests of ~1 s took 5–8 s (issue 37): vitest's 5 s default
      // failed them for no fault in the code. Heavy tests carry their own, longer timeouts with the reason.
      testTimeout: 20_000,
    },
  };
});

// Vite plugin for the hosted build: puts the first view, rendered to static HTML at build time
// (src/ui/prerender/firstView.tsx), into index.html, so the explainer paints before its JavaScript has loaded.
// The copy is inert and hidden from assistive technology; the app removes it when it mounts (src/ui/main.tsx).
// A boot script inlined at the end of the head (pinned in the CSP by its hash) hides it when the page opens something else.
import { resolve } from 'node:path';
import { runnerImport } from 'vite';
import react from '@vitejs/plugin-react';
import { pinInlineScripts } from './offlineHtml.mjs';

const ROOT = '<div id="root"></div>';

/** index.html with the prerendered first view after the app's root and its boot script at the end of the head. */
export function withFirstView(html, { body, boot }) {
  if (!html.includes(ROOT)) throw new Error(`prerender: index.html has no ${ROOT}`);
  return pinInlineScripts(
    html
      .replace('</head>', `  <script>${boot}</script>\n  </head>`)
      .replace(ROOT, `${ROOT}\n    <div id="prerender" inert aria-hidden="true">${body}</div>`),
  );
}

export function prerenderFirstView() {
  return {
    name: 'nonroutable-prerender',
    apply: 'build',
    async transformIndexHtml(html) {
      const { module } = await runnerImport(resolve('src/ui/prerender/firstView.tsx'), {
        configFile: false,
        plugins: [react()],
        logLevel: 'error',
      });
      const boot = `(${module.prerenderBoot})(document, window, ${JSON.stringify(module.INTRO_SEEN_KEY)});`;
      return withFirstView(html, { body: module.renderFirstView(), boot });
    },
  };
}

// Vite plugin for the hosted build: puts the first view, rendered to static HTML at build time
// (src/ui/prerender/firstView.tsx), into index.html, so the explainer paints before its JavaScript has loaded.
// The copy is inert and hidden from assistive technology; the app removes it when it mounts (src/ui/main.tsx).
// A boot script inlined in the head (pinned in the CSP by its hash) hides it when the page opens something else.
import { resolve } from 'node:path';
import { runnerImport } from 'vite';
import react from '@vitejs/plugin-react';
import { pinInlineScripts } from './offlineHtml.mjs';

const ROOT = '<div id="root"></div>';
const START = /<meta name="nonroutable-start" content="[^"]*"\s*\/?>/;

/**
 * index.html with the prerendered first view after the app's root, and its boot script right after the start
 * meta it reads: before any stylesheet, because a script after a stylesheet waits for it to load, and the parser
 * waits for the script (the body, and so the copy, could only be parsed once the CSS had arrived).
 */
export function withFirstView(html, { body, boot }) {
  if (!html.includes(ROOT)) throw new Error(`prerender: index.html has no ${ROOT}`);
  return pinInlineScripts(
    withHeadScript(html, boot).replace(
      ROOT,
      `${ROOT}\n    <div id="prerender" inert aria-hidden="true">${body}</div>`,
    ),
  );
}

/** index.html with an inline script right after the start meta (see withFirstView), not yet pinned. */
export function withHeadScript(html, script) {
  if (!START.test(html)) throw new Error('prerender: index.html has no nonroutable-start meta');
  return html.replace(START, (meta) => `${meta}\n    <script>${script}</script>`);
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\.\/([^"]+\.css)"[^>]*>/g;

/**
 * index.html with its stylesheets inlined (`css(fileName)` gives a built stylesheet's text, or undefined to
 * leave its link). The first paint waits for the page's CSS: inline, it comes with the HTML instead of in a
 * second request that the app's scripts crowd. Returns the page and the files it inlined.
 */
export function withInlineStyles(html, css) {
  const inlined = [];
  const out = html.replace(STYLESHEET, (link, file) => {
    const text = css(file);
    if (text === undefined) return link;
    if (/url\(/.test(text))
      throw new Error(`prerender: ${file} has url(), which would resolve differently inline`);
    inlined.push(file);
    return `<style>${text.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
  return { html: out, inlined };
}

/** Two plugins: the first view goes in before Vite links the scripts; the stylesheet is inlined after. */
export function prerenderFirstView() {
  return [
    {
      name: 'nonroutable-prerender',
      apply: 'build',
      transformIndexHtml: {
        order: 'pre',
        async handler(html) {
          const { module } = await runnerImport(resolve('src/ui/prerender/firstView.tsx'), {
            configFile: false,
            plugins: [react()],
            logLevel: 'error',
          });
          // The early input script after it: it reads whether the copy shows (data-prerender) as keys come.
          const boot =
            `(${module.prerenderBoot})(document, window, ${JSON.stringify(module.INTRO_SEEN_KEY)});\n` +
            module.earlyInputScript(module.copyPlayButton());
          return withFirstView(html, { body: module.renderFirstView(), boot });
        },
      },
    },
    {
      name: 'nonroutable-inline-styles',
      apply: 'build',
      transformIndexHtml: {
        // After Vite has linked the built stylesheet: inline it, and drop the file nothing else loads.
        order: 'post',
        handler(html, ctx) {
          const bundle = ctx.bundle ?? {};
          const css = (file) => {
            const a = bundle[file];
            return a?.type === 'asset' ? String(a.source) : undefined;
          };
          const r = withInlineStyles(html, css);
          for (const file of r.inlined) delete bundle[file];
          return r.html;
        },
      },
    },
  ];
}

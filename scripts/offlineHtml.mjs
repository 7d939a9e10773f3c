// Vite plugin for the one-file offline build: after vite-plugin-singlefile has inlined every script and
// stylesheet, allow exactly those inline scripts in the Content-Security-Policy by their SHA-256 hashes (no
// 'unsafe-inline'), and name the file nonroutable.html.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Adds the hashes of the page's inline scripts to its CSP's script-src. */
export function pinInlineScripts(html) {
  const hashes = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\bsrc=/.test(m[0].slice(0, m[0].indexOf('>'))))
    .map((m) => sha256(m[1]));
  return html.replace(/script-src 'self'/, `script-src 'self' ${hashes.join(' ')}`);
}

/**
 * Puts the favicon in the page as a data: URL. From file:// the browser asks for ./favicon.svg again each time
 * the address changes (the app writes the moment into it): 33 failed reads in one rehearsal.
 */
export function inlineFavicon(html, svg) {
  if (svg === null) return html;
  return html.replace(
    /(<link rel="icon" href=")\.\/favicon\.svg(")/,
    `$1data:image/svg+xml,${encodeURIComponent(svg.trim()).replace(/'/g, '%27')}$2`,
  );
}

/** Runs after everything is written (so after the inlining): pins the scripts and renames the page. */
export function offlineHtml() {
  let outDir = 'dist-offline';
  return {
    name: 'nonroutable-offline-html',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const from = join(outDir, 'index.html');
      const icon = join(outDir, 'favicon.svg');
      const svg = existsSync(icon) ? readFileSync(icon, 'utf8') : null;
      writeFileSync(
        join(outDir, 'nonroutable.html'),
        inlineFavicon(pinInlineScripts(readFileSync(from, 'utf8')), svg),
      );
      rmSync(from);
      // Worker chunks are emitted even though the one-file build never loads them: keep only the file.
      for (const f of readdirSync(outDir)) if (f.endsWith('.js')) rmSync(join(outDir, f));
    },
  };
}

// Vite plugin for the one-file offline build: after vite-plugin-singlefile has inlined every script and
// stylesheet, allow exactly those inline scripts in the Content-Security-Policy by their SHA-256 hashes (no
// 'unsafe-inline'), and name the file nonroutable.html.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Adds the hashes of the page's inline scripts to its CSP's script-src. */
export function pinInlineScripts(html) {
  const hashes = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\bsrc=/.test(m[0].slice(0, m[0].indexOf('>'))))
    .map((m) => sha256(m[1]));
  return html.replace(/script-src 'self'/, `script-src 'self' ${hashes.join(' ')}`);
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
      writeFileSync(join(outDir, 'nonroutable.html'), pinInlineScripts(readFileSync(from, 'utf8')));
      rmSync(from);
      // Worker chunks are emitted even though the one-file build never loads them: keep only the file.
      for (const f of readdirSync(outDir)) if (f.endsWith('.js')) rmSync(join(outDir, f));
    },
  };
}

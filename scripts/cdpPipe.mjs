// A bare DevTools-protocol client over `--remote-debugging-pipe` (fd 3: commands in, fd 4: messages out, each
// JSON text ended by a NUL byte), for the cold-load rounds of scripts/bench-ui.mjs. Playwright sends
// `Runtime.enable` to every page it drives, and with it V8 collects the source positions of the page's scripts
// again (tens of ms for this app's module, where RaftScope has little JavaScript); real users have no DevTools
// open. Here the bench sends only the commands it needs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumExecutable } from './chromium.mjs';

// The switches Playwright 1.65 launches Chromium with (its chromiumSwitches, headless), so that the page runs
// under the same browser settings as in the Playwright rounds; only the DevTools traffic differs.
const PLAYWRIGHT_SWITCHES = [
  '--disable-field-trial-config',
  '--disable-background-networking',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-back-forward-cache',
  '--disable-breakpad',
  '--disable-component-extensions-with-background-pages',
  '--disable-component-update',
  '--no-default-browser-check',
  '--disable-default-apps',
  '--disable-dev-shm-usage',
  '--disable-extensions',
  '--disable-features=AvoidUnnecessaryBeforeUnloadCheckSync,DestroyProfileOnBrowserClose,HttpsUpgrades,' +
    'HttpsFirstBalancedModeAutoEnable,LensOverlay,MediaRouter,PaintHolding,ThirdPartyStoragePartitioning,' +
    'AvoidCorsURLLoaderRestartOnRedirect,OptimizationHints,NetworkTimeServiceQuerying,AimEnabled,PreconnectToSearch',
  '--enable-features=CDPScreenshotNewSurface,SkipListAccountsWithoutGaiaCookies',
  '--allow-pre-commit-input',
  '--disable-hang-monitor',
  '--disable-ipc-flooding-protection',
  '--disable-popup-blocking',
  '--disable-prompt-on-repost',
  '--disable-renderer-backgrounding',
  '--force-color-profile=srgb',
  '--metrics-recording-only',
  '--no-first-run',
  '--password-store=basic',
  '--use-mock-keychain',
  '--no-service-autorun',
  '--disable-search-engine-choice-screen',
  '--enable-unsafe-swiftshader',
  '--disable-stack-profiler',
  '--disable-sync',
  '--hide-scrollbars',
  '--mute-audio',
  '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4',
];

/** Launches Chromium with a DevTools pipe; resolves to a client (`send`, `on`, `close`). */
export async function launchPipe() {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-cdp-'));
  const args = [...new Set([...PLAYWRIGHT_SWITCHES, ...chromiumArgs])];
  const proc = spawn(
    chromiumExecutable,
    [...args, `--user-data-dir=${userDataDir}`, '--remote-debugging-pipe', '--no-startup-window'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const [toBrowser, fromBrowser] = [proc.stdio[3], proc.stdio[4]];
  let nextId = 1;
  const pending = new Map();
  const listeners = new Set();
  let buffered = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk) => {
    const parts = (buffered + chunk).split('\0');
    buffered = parts.pop();
    for (const text of parts) {
      const msg = JSON.parse(text);
      if (msg.id !== undefined) {
        const p = pending.get(msg.id);
        pending.delete(msg.id);
        if (msg.error) p.reject(new Error(`${p.method}: ${msg.error.message}`));
        else p.resolve(msg.result);
      } else for (const l of listeners) l(msg);
    }
  });
  const exited = new Promise((r) => proc.once('exit', r));
  const client = {
    /** A command to the browser, or to a page when `sessionId` (an attached target, flattened) is given. */
    send(method, params = {}, sessionId) {
      const id = nextId++;
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject, method }));
    },
    /** Calls `fn(params, sessionId)` for every event named `method`; returns a function that stops it. */
    on(method, fn) {
      const l = (msg) => msg.method === method && fn(msg.params, msg.sessionId);
      listeners.add(l);
      return () => listeners.delete(l);
    },
    async close() {
      await client.send('Browser.close').catch(() => {});
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (proc.exitCode === null) proc.kill('SIGKILL');
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
  await client.send('Browser.getVersion');
  return client;
}

// Serving a build for the UI benchmarks and traces (scripts/bench-ui.mjs, scripts/trace-scale.mjs).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A port the OS says is free right now (the bench may run beside other servers on a shared machine). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** Serves a build with `vite preview` on a free port; resolves to its address and the server process. */
export async function preview(dir) {
  const port = await freePort();
  // Its own process group, so that stopping it also stops the vite process npx starts.
  const proc = spawn(
    'npx',
    ['vite', 'preview', '--outDir', dir, '--strictPort', '--port', String(port), '--host', '127.0.0.1'],
    { stdio: 'ignore', detached: true },
  );
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(url);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return { url, proc };
}

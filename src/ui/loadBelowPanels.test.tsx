// @vitest-environment jsdom
import { Suspense } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The panels' chunk, standing in: it arrives when the test opens the gate.
const chunk = vi.hoisted(() => {
  let open = () => {};
  let gate = Promise.resolve();
  return {
    close: () => (gate = new Promise<void>((r) => (open = r))),
    open: () => open(),
    wait: () => gate,
  };
});
vi.mock('./BelowPanels', async () => {
  await chunk.wait();
  return { BelowPanels: () => <p id="panels">panels</p> };
});

let root: Root | null = null;
let host: HTMLElement | null = null;
afterEach(() => {
  flushSync(() => root?.unmount());
  host?.remove();
});

/** Renders the slot as App does (inside a Suspense) with main.tsx's flushSync; returns the first commit's host. */
async function firstCommit(): Promise<HTMLElement> {
  const { BelowPanelsSlot } = await import('./loadBelowPanels');
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  flushSync(() =>
    root!.render(
      <Suspense fallback={<p id="waiting" />}>
        <BelowPanelsSlot />
      </Suspense>,
    ),
  );
  return host;
}

describe('the panels below the timeline, a chunk of their own', () => {
  it('are in the first commit once loaded (main.tsx waits for them where the first render shows them)', async () => {
    vi.resetModules();
    chunk.close();
    const { loadBelowPanels } = await import('./loadBelowPanels');
    const loaded = loadBelowPanels();
    chunk.open();
    await loaded;
    const page = await firstCommit();
    expect(page.querySelector('#panels')).not.toBeNull();
    expect(page.querySelector('#waiting')).toBeNull();
  });

  it('suspend until their chunk is in, then show', async () => {
    vi.resetModules();
    chunk.close();
    const page = await firstCommit();
    expect(page.querySelector('#waiting')).not.toBeNull();
    chunk.open();
    await vi.waitFor(() => expect(page.querySelector('#panels')).not.toBeNull());
  });

  it('render at once when handed in (the build’s server render of the copy)', async () => {
    vi.resetModules();
    chunk.close();
    const { provideBelowPanels } = await import('./loadBelowPanels');
    provideBelowPanels(() => <p id="panels">given</p>);
    const page = await firstCommit();
    expect(page.querySelector('#panels')?.textContent).toBe('given');
  });
});

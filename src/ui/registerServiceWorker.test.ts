import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorkerWhenIdle, SW_IDLE_TIMEOUT_MS, type SwHost } from './registerServiceWorker';

function host({
  readyState = 'loading' as DocumentReadyState,
  idle = true,
  sw = true,
  whenReady = undefined as ((then: () => void) => void) | undefined,
} = {}) {
  const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
  let onLoad: (() => void) | undefined;
  const idleCalls: { cb: () => void; timeout: number }[] = [];
  const timers: { cb: () => void; ms: number }[] = [];
  const h: SwHost = {
    document: { readyState },
    navigator: sw ? { serviceWorker: { register } } : {},
    addEventListener: (_t, l) => (onLoad = l),
    ...(idle
      ? {
          requestIdleCallback: (cb: () => void, o: { timeout: number }) =>
            idleCalls.push({ cb, timeout: o.timeout }),
        }
      : {}),
    setTimeout: (cb, ms) => timers.push({ cb, ms }),
  };
  registerServiceWorkerWhenIdle(h, whenReady);
  return { register, load: () => onLoad?.(), idleCalls, timers };
}

describe('registerServiceWorkerWhenIdle', () => {
  it('waits for the load event, then for an idle moment, before registering', () => {
    const h = host();
    expect(h.register).not.toHaveBeenCalled();
    expect(h.idleCalls).toHaveLength(0);
    h.load();
    expect(h.register).not.toHaveBeenCalled();
    expect(h.idleCalls).toEqual([{ cb: expect.any(Function), timeout: SW_IDLE_TIMEOUT_MS }]);
    h.idleCalls[0]!.cb();
    expect(h.register).toHaveBeenCalledWith('./sw.js', { scope: './' });
  });

  it('goes straight to the idle wait when the page has already loaded', () => {
    const h = host({ readyState: 'complete' });
    expect(h.idleCalls).toHaveLength(1);
    h.idleCalls[0]!.cb();
    expect(h.register).toHaveBeenCalledTimes(1);
  });

  it('waits for the app to be ready (a simulation under way keeps the cores busy) before the idle wait', () => {
    let ready: (() => void) | undefined;
    const h = host({ readyState: 'complete', whenReady: (then) => (ready = then) });
    expect(h.idleCalls).toHaveLength(0);
    ready!();
    expect(h.idleCalls).toHaveLength(1);
    h.idleCalls[0]!.cb();
    expect(h.register).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where there is no idle callback', () => {
    const h = host({ idle: false });
    h.load();
    expect(h.timers).toEqual([{ cb: expect.any(Function), ms: 1000 }]);
    h.timers[0]!.cb();
    expect(h.register).toHaveBeenCalledTimes(1);
  });

  it('does nothing without service workers, and survives a refused registration', async () => {
    const none = host({ sw: false, readyState: 'complete' });
    expect(none.idleCalls).toHaveLength(0);
    const refused = host({ readyState: 'complete' });
    refused.register.mockReturnValueOnce(Promise.reject(new Error('SecurityError')));
    refused.idleCalls[0]!.cb();
    await Promise.resolve();
    expect(refused.register).toHaveBeenCalledTimes(1);
  });
});

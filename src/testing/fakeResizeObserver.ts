/**
 * Installs a ResizeObserver stand-in (jsdom has none). `report` gives every observer made so far a new content
 * box, as a browser would after layout (wrap it in `act` when React renders); `count` says how many were made.
 */
export function fakeResizeObserver(): {
  report: (width: number, height: number) => void;
  count: () => number;
} {
  const observers: ((w: number, h: number) => void)[] = [];
  globalThis.ResizeObserver = class {
    constructor(cb: ResizeObserverCallback) {
      observers.push((width, height) =>
        cb([{ contentRect: { width, height } } as ResizeObserverEntry], this as never),
      );
    }
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  return {
    report: (width, height) => observers.forEach((o) => o(width, height)),
    count: () => observers.length,
  };
}

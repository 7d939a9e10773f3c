// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeResizeObserver } from '../testing/fakeResizeObserver';
import { useElementSize } from './useElementSize';

function Probe({ pad = 0 }: { pad?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const { width, height } = useElementSize(ref);
  return (
    <div ref={ref} style={{ padding: `${pad}px` }}>
      {width}×{height}
    </div>
  );
}

let observers: ReturnType<typeof fakeResizeObserver>;
beforeEach(() => {
  observers = fakeResizeObserver();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useElementSize', () => {
  it('renders at the element’s real content size before the first paint, not at the initial guess', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(664);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(420);
    render(<Probe pad={12} />);
    // No resize observer has reported yet: the size was read as the element mounted (padding excluded).
    expect(screen.getByText('640×396')).toBeTruthy();
  });

  it('keeps the initial size for an element that is not laid out, then follows the observer', () => {
    render(<Probe />);
    expect(screen.getByText('900×600')).toBeTruthy();
    expect(observers.count()).toBe(1);
    act(() => observers.report(500.4, 299.6));
    expect(screen.getByText('500×300')).toBeTruthy();
  });
});

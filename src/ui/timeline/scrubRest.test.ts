import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrubRest } from './scrubRest';

afterEach(() => vi.useRealTimers());

describe('scrubRest', () => {
  it('settles once the pointer has rested, not while it keeps moving, and never after cancel', () => {
    vi.useFakeTimers();
    const settle = vi.fn();
    const rest = scrubRest(settle, 100);
    for (let i = 0; i < 5; i++) {
      rest.moved();
      vi.advanceTimersByTime(60);
    }
    expect(settle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(settle).toHaveBeenCalledTimes(1);
    rest.moved();
    rest.cancel();
    vi.advanceTimersByTime(1000);
    expect(settle).toHaveBeenCalledTimes(1);
  });
});

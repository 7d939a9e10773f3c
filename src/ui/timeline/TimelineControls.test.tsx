// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectPrimaryVariant, selectRuns, useAppStore } from '../../store/appStore';
import { SHORT_WINDOW } from '../layout';
import { TimelineControls } from './TimelineControls';

const initial = useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));
afterEach(cleanup);

/** The lanes toggle's spans in a server render (the prerendered copy), with their classes. */
function serverGlyphs(): { text: string; className: string }[] {
  // A server render reads the store's initial state (no lanes chosen), as the copy does.
  const host = document.createElement('div');
  host.innerHTML = renderToString(<TimelineControls />);
  const button = [...host.querySelectorAll('button')].find((b) => b.textContent?.includes('Lanes'))!;
  return [...button.querySelectorAll('span')].map((s) => ({ text: s.textContent!, className: s.className }));
}

describe('the lanes toggle', () => {
  it('in the prerendered copy carries both glyphs; the short-window variant (SHORT_WINDOW) shows the merged one', () => {
    expect(serverGlyphs()).toEqual([
      { text: '☰', className: 'short-window:hidden' },
      { text: '―', className: 'hidden short-window:inline' },
    ]);
    // index.css defines the variant by the same media query as the app's matchMedia.
    const css = readFileSync(join(__dirname, '../index.css'), 'utf8');
    expect(css).toContain(`@custom-variant short-window (@media ${SHORT_WINDOW});`);
  });

  it('in the app shows one glyph, by the lanes it draws', () => {
    useAppStore.getState().setLanes(false);
    const { rerender } = render(<TimelineControls />);
    expect(screen.getByRole('button', { name: '― Lanes' }).getAttribute('aria-pressed')).toBe('false');
    useAppStore.getState().setLanes(true);
    rerender(<TimelineControls />);
    expect(screen.getByRole('button', { name: '☰ Lanes' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('the step and chapter buttons', () => {
  it('move the playhead the way they are named: one event, or to the chapter before or after', () => {
    const chapters = selectRuns(useAppStore.getState()).chapters[
      selectPrimaryVariant(useAppStore.getState())
    ].map((c) => c.step);
    expect(chapters.length).toBeGreaterThan(2);
    const mid = chapters[1]!;
    useAppStore.getState().seekStep(mid);
    render(<TimelineControls />);
    const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
    const step = () => useAppStore.getState().step;
    press('Next chapter');
    expect(step()).toBe(chapters[2]);
    press('Previous chapter');
    expect(step()).toBe(mid);
    press('Next event');
    expect(step()).toBe(mid + 1);
    press('Previous event');
    expect(step()).toBe(mid);
  });
});

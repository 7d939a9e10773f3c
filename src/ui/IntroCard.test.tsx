// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../store/appStore';
import { en } from './i18n/en';
import { INTRO_SEEN_KEY, IntroCard } from './IntroCard';

const initial = useAppStore.getState();
beforeEach(() => {
  useAppStore.setState(initial, true);
  localStorage.removeItem(INTRO_SEEN_KEY);
});
afterEach(cleanup);

describe('IntroCard', () => {
  it('opened at the start: the three sentences and where to click', () => {
    render(<IntroCard onTour={() => {}} />);
    expect(screen.getByRole('heading', { name: en.intro.title })).toBeTruthy();
    expect(screen.queryByText(en.intro.linkLead)).toBeNull();
    expect(screen.getByRole('button', { name: `▶ ${en.intro.play}` })).toBeTruthy();
  });

  it('a link that opens at a moment: one line, the three sentences a click away', () => {
    act(() => useAppStore.getState().seekStep(30));
    render(<IntroCard onTour={() => {}} />);
    expect(screen.getByText(en.intro.linkLead)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: en.intro.title })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en.intro.more }));
    expect(screen.getByRole('heading', { name: en.intro.title })).toBeTruthy();
  });

  it('the line starts the tour, and closing it is remembered like the card', () => {
    act(() => useAppStore.getState().seekStep(30));
    let toured = 0;
    const { unmount } = render(<IntroCard onTour={() => toured++} />);
    fireEvent.click(screen.getByRole('button', { name: en.intro.tour }));
    expect(toured).toBe(1);
    expect(screen.queryByText(en.intro.linkLead)).toBeNull();
    expect(localStorage.getItem(INTRO_SEEN_KEY)).toBe('1');
    unmount();
    render(<IntroCard onTour={() => {}} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

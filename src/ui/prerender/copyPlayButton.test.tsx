// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../store/appStore';
import { TimelineControls } from '../timeline/TimelineControls';
import { copyPlayButton, renderFirstView } from './firstView';

const initial = useAppStore.getState();
afterEach(() => {
  cleanup();
  useAppStore.setState(initial, true);
});

const parse = (html: string) => {
  const t = document.createElement('template');
  t.innerHTML = html;
  return t.content;
};

/** The app's play control as TimelineControls renders it in the first view, playing or not. */
function appButton(playing: boolean) {
  useAppStore.setState({ playing });
  const { container } = render(<TimelineControls />);
  return container.querySelector(`button[aria-label="${playing ? 'Pause' : 'Play'}"]`)!.outerHTML;
}

describe('copyPlayButton (what the copy shows when Play is pressed before the app mounts)', () => {
  it('is the app’s own Pause button, and the copy’s Play button is the app’s Play', () => {
    const { play, pause } = copyPlayButton();
    expect(play).toBe('Play');
    expect(parse(pause).firstElementChild!.outerHTML).toBe(appButton(true));
    cleanup();
    const copy = parse(renderFirstView()).querySelector(`button[aria-label="${play}"]`)!;
    expect(copy.outerHTML).toBe(appButton(false));
  });
});

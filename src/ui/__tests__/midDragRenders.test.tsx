// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRuns } from '../../store/traces';
import { useAppStore } from '../../store/appStore';
import { KeyInspector } from '../panels/KeyInspector';
import { Narration } from '../panels/Narration';
import { Terminals } from '../panels/Terminals';
import { TimelineControls } from '../timeline/TimelineControls';

// The transport's buttons render only with TimelineControls itself: counting Play counts the controls' renders.
const play = vi.hoisted(() => ({ renders: 0 }));
vi.mock('../timeline/PlayButton', async (original) => {
  const { PlayButton } = await original<typeof import('../timeline/PlayButton')>();
  return {
    PlayButton: (props: Parameters<typeof PlayButton>[0]) => {
      play.renders++;
      return PlayButton(props);
    },
  };
});

const initial = useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));
afterEach(cleanup);

const commits: Record<string, number> = {};
const counted = (id: string, node: ReactNode) => (
  <Profiler id={id} onRender={() => void (commits[id] = (commits[id] ?? 0) + 1)}>
    {node}
  </Profiler>
);

describe('mid-drag, only the playhead, its readout and the stage render', () => {
  it('the outputs, the narration, the key inspector and the transport’s buttons wait for the pointer to rest', () => {
    const s = () => useAppStore.getState();
    const end = getRuns(s().scenario).endAt;
    render(
      <>
        {counted('outputs', <Terminals />)}
        {counted('narration', <Narration />)}
        {counted('inspector', <KeyInspector />)}
        <TimelineControls />
      </>,
    );
    act(() => s().seekTime(end / 10));
    act(() => s().setScrubbing(true));
    for (const id of Object.keys(commits)) delete commits[id];
    play.renders = 0;
    const readout = () => document.querySelector('[aria-live="off"].tabular-nums')!.textContent;
    const before = readout();
    // A drag across most of the run: many steps, and many simulated seconds (the outputs' ages).
    for (let i = 1; i <= 40; i++) act(() => s().seekTime(end / 10 + (i * end * 0.8) / 40));
    expect(readout()).not.toBe(before);
    expect(commits).toEqual({});
    expect(play.renders).toBe(0);
    // The pointer rests: the panels catch up (the outputs in an urgent render and the deferred one).
    act(() => s().settleScrub());
    expect(commits.outputs).toBeGreaterThan(0);
    expect(commits.narration).toBe(1);
  });
});

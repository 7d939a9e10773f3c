// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getPreset } from '../../scenario/presets';
import { useAppStore } from '../../store/appStore';
import { useEditorStore } from '../../store/editorStore';
import { Editor } from './Editor';

// jsdom has no layout.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const initial = useEditorStore.getState();
beforeEach(() =>
  useEditorStore.setState({
    open: true,
    draft: structuredClone(getPreset('minimal-repro')!.scenario),
    errors: [],
  }),
);
afterEach(() => {
  cleanup();
  useEditorStore.setState(initial, true);
});

describe('Editor status', () => {
  it('says a valid large draft is not simulated yet while it waits for typing to pause', () => {
    useEditorStore.setState({ save: 'pending' });
    render(<Editor />);
    const status = screen.getAllByRole('status').find((e) => e.textContent?.includes('Valid'))!;
    expect(status.textContent).toBe('✓ Valid: not simulated yet');
    expect(screen.getByText('Large scenario: simulated and saved when you pause typing…')).toBeTruthy();
    act(() => useEditorStore.setState({ save: 'saved' }));
    expect(status.textContent).toBe('✓ Valid: both key variants re-simulated');
  });

  it('says a valid draft is being re-simulated while its simulation runs off the page’s thread', () => {
    const scenario = useEditorStore.getState().draft!;
    useAppStore.setState({
      simulation: { reason: 'edit', scenario, services: 2, slices: 2, fraction: 0.5 },
    });
    render(<Editor />);
    const status = screen.getAllByRole('status').find((e) => e.textContent?.includes('Valid'))!;
    expect(status.textContent).toBe('✓ Valid: re-simulating both key variants…');
    act(() => useAppStore.setState({ simulation: null }));
    expect(status.textContent).toBe('✓ Valid: both key variants re-simulated');
  });
});

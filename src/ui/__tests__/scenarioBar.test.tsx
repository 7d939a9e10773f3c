// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../store/appStore';
import { twoNamespaces } from '../../testing/sliceNameScenario';
import { ScenarioBar } from '../ScenarioBar';

const initial = useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));
afterEach(cleanup);

describe('ScenarioBar', () => {
  it('shows a pinned Cilium release discreetly beside the title, with what it means', async () => {
    render(<ScenarioBar />);
    expect(screen.queryByText(/^Cilium v/)).toBeNull();
    await act(async () => {
      await new Promise<void>((done) => useAppStore.getState().loadScenario(twoNamespaces('1.18.8'), done));
    });
    const badge = await screen.findByText('Cilium v1.18.8');
    expect(badge.getAttribute('title')).toMatch(/kept apart from v1\.18\.8/);
  });
});

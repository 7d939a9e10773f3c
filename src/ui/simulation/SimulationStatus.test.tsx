// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getPreset } from '../../scenario/presets';
import { useAppStore } from '../../store/appStore';
import { loadCatalog } from '../i18n/catalogs';
import { SimulationStatus } from './SimulationStatus';

const initial = useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));
afterEach(cleanup);

const pending = (fraction: number, reason: 'open' | 'edit' = 'open') =>
  useAppStore.setState({
    simulation: {
      reason,
      scenario: { ...getPreset('minimal-repro')!.scenario, title: 'Big cluster' },
      services: 2001,
      slices: 2001,
      fraction,
    },
  });

describe('SimulationStatus', () => {
  it('shows nothing while nothing is being simulated', () => {
    const { container } = render(<SimulationStatus />);
    expect(container.textContent).toBe('');
  });

  it('names the scenario and its size, shows how far, and Cancel stops it', () => {
    pending(0.42);
    render(<SimulationStatus />);
    const region = screen.getByRole('region', { name: 'Simulation' });
    expect(within(region).getByRole('heading').textContent).toBe('Opening “Big cluster”');
    expect(within(region).getByRole('status').textContent).toBe(
      '2001 Services, 2001 EndpointSlices · simulating with the buggy and the fixed key at once',
    );
    expect(
      within(region).getByRole('progressbar', { name: 'Simulation progress' }).getAttribute('value'),
    ).toBe('42');
    act(() => pending(0.8, 'edit'));
    expect(within(region).getByRole('heading').textContent).toBe('Re-simulating your edit of “Big cluster”');
    expect(within(region).getByRole('progressbar').getAttribute('value')).toBe('80');
    fireEvent.click(within(region).getByRole('button', { name: 'Cancel' }));
    expect(useAppStore.getState().simulation).toBeNull();
    expect(screen.queryByRole('region', { name: 'Simulation' })).toBeNull();
  });

  it('speaks 中文', async () => {
    await loadCatalog('zh');
    useAppStore.setState({ lang: 'zh' });
    pending(0.1);
    render(<SimulationStatus />);
    const region = screen.getByRole('region', { name: '模拟' });
    expect(within(region).getByRole('heading').textContent).toBe('正在打开“Big cluster”');
    expect(within(region).getByRole('button', { name: '取消' })).toBeTruthy();
  });
});

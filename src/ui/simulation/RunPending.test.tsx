// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../store/appStore';
import { KeySwitch } from '../header/KeySwitch';
import { loadCatalog } from '../i18n/catalogs';
import { RunPending } from './RunPending';

const initial = useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));
afterEach(cleanup);

/** The shown scenario's fixed-key run, still being simulated (the buggy key's is on screen). */
const fixedPending = (fraction = 0.3) =>
  useAppStore.setState({ pendingRun: { variant: 'fixed', fraction, wanted: null } });

describe('RunPending', () => {
  it('shows nothing while no view waits for a run (the key on screen has its run)', () => {
    fixedPending();
    const { container } = render(<RunPending />);
    expect(container.textContent).toBe('');
  });

  it('a key toggle while the other run is pending: the view stays and the page says it waits', () => {
    fixedPending(0.42);
    render(
      <>
        <KeySwitch />
        <RunPending />
      </>,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Fixed key' }));
    // Never a stand-in: the buggy key stays checked (it is what the stage shows) while the fixed one waits.
    expect(screen.getByRole('radio', { name: 'Buggy key' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Fixed key' }).getAttribute('aria-checked')).toBe('false');
    const region = screen.getByRole('region', { name: 'Simulation' });
    expect(within(region).getByRole('status').textContent).toBe(
      'Fixed key: its run is still being simulated. It opens here as soon as it is in.',
    );
    expect(
      within(region)
        .getByRole('progressbar', { name: 'Simulation progress (Fixed key)' })
        .getAttribute('value'),
    ).toBe('42');
    // Compare waits for the same run.
    fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(within(region).getByRole('status').textContent).toMatch(
      /^Compare needs the run with the other key/,
    );
    expect(screen.getByRole('button', { name: 'Compare' }).getAttribute('aria-pressed')).toBe('false');
    // Pressed again: the wish is dropped.
    fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(screen.queryByRole('region', { name: 'Simulation' })).toBeNull();
    expect(useAppStore.getState().view).toBe('buggy');
  });

  it('with `always`: says that something needs both runs; nothing once the run is in', () => {
    fixedPending();
    render(<RunPending always />);
    expect(screen.getByRole('status').textContent).toBe(
      'This needs both runs; the one with the other key (Fixed key) is still being simulated.',
    );
    act(() => useAppStore.setState({ pendingRun: null }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('speaks 中文', async () => {
    await loadCatalog('zh');
    useAppStore.setState({ lang: 'zh', pendingRun: { variant: 'fixed', fraction: 0.5, wanted: 'fixed' } });
    render(<RunPending />);
    const region = screen.getByRole('region', { name: '模拟' });
    expect(within(region).getByRole('status').textContent).toBe(
      '修复后的 key：它的运行仍在模拟中，一完成就在这里打开。',
    );
    expect(within(region).getByRole('progressbar', { name: '模拟进度（修复后的 key）' })).toBeTruthy();
  });
});

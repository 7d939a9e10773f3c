// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../store/appStore';
import { KeySwitch } from '../header/KeySwitch';
import { Narration } from '../panels/Narration';

const initial = useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));
afterEach(cleanup);

describe('KeySwitch', () => {
  it('is a radio group named "Key" whose options switch the variant and keep the moment', () => {
    render(<KeySwitch />);
    const group = screen.getByRole('radiogroup', { name: 'Key' });
    const buggy = within(group).getByRole('radio', { name: 'Buggy key' });
    const fixed = within(group).getByRole('radio', { name: 'Fixed key' });
    expect(buggy.getAttribute('aria-checked')).toBe('true');
    act(() => useAppStore.getState().seekTime(32_600));
    fireEvent.click(fixed);
    expect(fixed.getAttribute('aria-checked')).toBe('true');
    expect(useAppStore.getState().view).toBe('fixed');
    expect(useAppStore.getState().time).toBe(32_600);
  });
});

describe('Narration', () => {
  it('narrates the prefix-matched release with the collateral victim, in English and Chinese', () => {
    act(() => {
      useAppStore.getState().seekTime(0);
      for (let i = 0; i < 4; i++) useAppStore.getState().chapterBy(1);
    });
    const { rerender } = render(<Narration />);
    const region = screen.getByRole('region', { name: 'Narration' });
    expect(region.textContent).toContain('Prefix-matched release');
    expect(region.textContent).toContain('✗ default/kubernetes-intranet');
    act(() => useAppStore.getState().setLang('zh'));
    rerender(<Narration />);
    expect(screen.getByRole('region', { name: '解说' }).textContent).toContain('前缀匹配');
  });
});

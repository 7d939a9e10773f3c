// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../store/appStore';
import { HelpDialog } from './HelpDialog';

// jsdom's <dialog> has no showModal.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};

const initial = useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));
afterEach(cleanup);

describe('HelpDialog', () => {
  it('keeps no shortcut tables while closed (they are not part of the first render)', () => {
    const { container } = render(<HelpDialog />);
    expect(container.querySelector('dialog')).not.toBeNull();
    expect(container.querySelectorAll('table')).toHaveLength(0);
  });

  it('lists the explainer keys first, the clicker keys first while presenting, the speaker window’s there', () => {
    const { container } = render(<HelpDialog />);
    act(() => useAppStore.getState().setHelpOpen(true));
    const captions = () => [...container.querySelectorAll('caption')].map((c) => c.textContent);
    expect(captions()).toHaveLength(6);
    expect(captions()[0]).toBe('Explainer');
    expect(screen.getAllByRole('rowheader').length).toBeGreaterThan(40);
    // Made from the keymap: F5 presents, and a clicker sends it.
    const f5 = screen.getAllByRole('rowheader', { name: 'F5' })[0]!.closest('tr')!;
    expect(f5.textContent).toContain('Present from beat 1');
    expect(f5.textContent).toContain('clicker');
    act(() => useAppStore.setState({ present: true }));
    expect(captions()[0]).toBe('Presentation (clicker and keyboard)');
    act(() => useAppStore.setState({ speaker: true }));
    expect(captions()[0]).toBe('Speaker window');
    act(() => useAppStore.getState().setHelpOpen(false));
    expect(container.querySelectorAll('table')).toHaveLength(0);
  });
});

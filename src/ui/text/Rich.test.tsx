// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../store/appStore';
import { Rich } from './Rich';

describe('Rich', () => {
  beforeEach(() => useAppStore.setState({ lang: 'zh' }));
  afterEach(() => {
    cleanup();
    useAppStore.setState({ lang: 'en' });
  });

  it('keeps the punctuation after a glossary term on the term’s line (no line starts with "，")', () => {
    const { container } = render(<Rich text="重新下发 3 个 frontend，count 没有变化。" terms />);
    const button = container.querySelector('button.term-link')!;
    expect(button.textContent).toBe('frontend');
    const glued = button.parentElement!;
    expect(glued.tagName).toBe('SPAN');
    expect(glued.className).toContain('whitespace-nowrap');
    expect(glued.textContent).toBe('frontend，');
    expect(container.textContent).toBe('重新下发 3 个 frontend，count 没有变化。');
  });

  it('keeps an opening quote before a glossary term on the term’s line (no line ends with “)', () => {
    useAppStore.setState({ lang: 'en' });
    const { container } = render(<Rich text="failed with “operation not permitted”. Then" terms />);
    const button = container.querySelector('button.term-link')!;
    expect(button.textContent).toBe('operation not permitted');
    const glued = button.parentElement!;
    expect(glued.className).toContain('whitespace-nowrap');
    expect(glued.textContent).toBe('“operation not permitted”.');
    expect(container.textContent).toBe('failed with “operation not permitted”. Then');
  });

  it('leaves a term followed by a word as it was: a button among the text', () => {
    const { container } = render(<Rich text="每个 frontend 都有 count" terms />);
    expect(container.querySelector('button.term-link')!.parentElement).toBe(container);
    expect(container.querySelector('span.whitespace-nowrap')).toBeNull();
  });
});

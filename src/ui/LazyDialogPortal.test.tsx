// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyDialogPortal } from './LazyDialogPortal';

afterEach(cleanup);

const mounts: boolean[] = [];
function Dialog({ open }: { open: boolean; onClose: () => void }) {
  mounts.push(open);
  return <div role="dialog" data-open={String(open)} />;
}
const dialog = () => document.body.querySelector('[role="dialog"]');

describe('LazyDialogPortal', () => {
  it('mounts its dialog in the body when first opened, and keeps it mounted once closed', () => {
    const view = render(
      <section>
        <LazyDialogPortal dialog={Dialog} open={false} onClose={() => {}} />
      </section>,
    );
    expect(dialog()).toBeNull();
    expect(mounts).toEqual([]);
    act(() =>
      view.rerender(
        <section>
          <LazyDialogPortal dialog={Dialog} open onClose={() => {}} />
        </section>,
      ),
    );
    expect(dialog()?.getAttribute('data-open')).toBe('true');
    // In the body, not inside the button's section.
    expect(view.container.querySelector('[role="dialog"]')).toBeNull();
    act(() =>
      view.rerender(
        <section>
          <LazyDialogPortal dialog={Dialog} open={false} onClose={() => {}} />
        </section>,
      ),
    );
    expect(dialog()?.getAttribute('data-open')).toBe('false');
  });
});

import { Suspense, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { useOnceTrue } from './useOnceTrue';

/**
 * A lazily loaded dialog a button owns: it loads and mounts in the body the first time it opens, then stays
 * mounted (so closing it is its own close, and focus goes back to the button).
 */
export function LazyDialogPortal({
  dialog: Dialog,
  open,
  onClose,
}: {
  dialog: ComponentType<{ open: boolean; onClose: () => void }>;
  open: boolean;
  onClose: () => void;
}) {
  const used = useOnceTrue(open);
  return used
    ? createPortal(
        <Suspense fallback={null}>
          <Dialog open={open} onClose={onClose} />
        </Suspense>,
        document.body,
      )
    : null;
}

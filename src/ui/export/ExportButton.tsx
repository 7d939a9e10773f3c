import { lazy, useState } from 'react';
import { LazyDialogPortal } from '../LazyDialogPortal';
import { useT } from '../i18n/useT';
import { IconTip } from '../header/IconTip';

// The exporter (dialog, renderers, encoders, its messages) loads on first use: the first view does not grow.
const ExportDialog = lazy(() => import('./ExportDialog'));

/** "Export": opens the (lazily loaded) dialog for pictures of this moment and videos of a range. */
export function ExportButton({
  className,
  icon = false,
  short = false,
  onOpen,
}: {
  className: string;
  icon?: boolean;
  /** Only the icon below 1280 px (the header); the accessible name stays the word. */
  short?: boolean;
  /** Runs before the dialog opens (the Share dialog closes itself). */
  onOpen?: () => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={className}
        onClick={() => {
          onOpen?.();
          setOpen(true);
        }}
      >
        {short ? (
          <>
            <span aria-hidden="true" className="xl:hidden">
              ⤓
            </span>
            <span className="sr-only xl:not-sr-only">{t.exporter.button}</span>
            <IconTip text={t.exporter.button} />
          </>
        ) : (
          <>
            {icon && <span aria-hidden="true">⤓ </span>}
            {t.exporter.button}
          </>
        )}
      </button>
      <LazyDialogPortal dialog={ExportDialog} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

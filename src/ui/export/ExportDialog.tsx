import { useId, useMemo } from 'react';
import { useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { stageWhere } from '../stage/StageSvg';
import { useModalDialog } from '../useModalDialog';
import { BTN } from './controls';
import { exportLink } from './exportLink';
import { currentMoment } from './moment';
import { PictureSection } from './PictureSection';
import { VideoSection } from './VideoSection';

/** The stage's width on the page, so a 1× picture is what the reader sees (both stages in compare view). */
function pageStageWidth(): number {
  const el = document.getElementById('stage');
  const w = el ? el.clientWidth - 8 : 1280;
  return Math.round(Math.max(720, Math.min(1600, w)));
}

/**
 * Export: a picture of this moment (PNG or SVG, 1×/2×/4×, carrying its link) and a video or GIF of a range,
 * rendered from the trace. Lazily loaded with its renderers, encoders and messages.
 */
export default function ExportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const m = useT().exporter;
  const ref = useModalDialog(open);
  const id = useId();
  // The moment is read when the dialog opens: the explainer's shortcuts are off while it is open.
  const snapshot = useMemo(() => {
    if (!open) return undefined;
    const s = useAppStore.getState();
    const moment = currentMoment(s);
    return {
      s,
      moment,
      where: stageWhere(moment.runs.scenario),
      link: exportLink(s),
      width: pageStageWidth(),
    };
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') e.stopPropagation();
      }}
      className="m-auto max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-4xl overflow-y-auto rounded-lg border border-slate-400 bg-white p-0 text-slate-900 backdrop:bg-black/60 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-slate-300 bg-white px-4 py-2 dark:border-slate-700 dark:bg-slate-950">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {m.title}
        </h2>
        <button type="button" onClick={onClose} className={BTN}>
          {m.close}
        </button>
      </div>
      {snapshot && (
        <div className="flex flex-col gap-5 p-4">
          <p className="text-sm text-slate-700 dark:text-slate-300">{m.intro}</p>
          <PictureSection m={m} {...snapshot} />
          <VideoSection m={m} s={snapshot.s} where={snapshot.where} />
        </div>
      )}
    </dialog>
  );
}

import { useMemo } from 'react';
import { useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { stageWhere } from '../stage/StageSvg';
import { PanelDialog } from '../PanelDialog';
import { RunPending } from '../simulation/RunPending';
import { useModalDialog } from '../useModalDialog';
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
  // A video reads both runs (a talk's compare beat): until the other key's run is in, the dialog says so.
  const pending = useAppStore((s) => s.pendingRun !== null);
  // The moment is read when the dialog opens: the explainer's shortcuts are off while it is open.
  const snapshot = useMemo(() => {
    if (!open || pending) return undefined;
    const s = useAppStore.getState();
    const moment = currentMoment(s);
    return {
      s,
      moment,
      where: stageWhere(moment.runs.scenario),
      link: exportLink(s),
      width: pageStageWidth(),
    };
  }, [open, pending]);
  return (
    <PanelDialog ref={ref} title={m.title} closeLabel={m.close} onClose={onClose} width="max-w-4xl">
      {pending && (
        <div className="p-4">
          <RunPending always />
        </div>
      )}
      {snapshot && (
        <div className="flex flex-col gap-5 p-4">
          <p className="text-sm text-slate-700 dark:text-slate-300">{m.intro}</p>
          <PictureSection m={m} {...snapshot} />
          <VideoSection m={m} s={snapshot.s} where={snapshot.where} />
        </div>
      )}
    </PanelDialog>
  );
}

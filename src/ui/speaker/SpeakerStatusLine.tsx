import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { speakerStatus } from './speakerStatus';
import type { SpeakerSync } from './useSpeakerSync';

const p95 = (xs: number[]) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(0.95 * (xs.length - 1))]! : NaN;

/**
 * Whether the audience window shows what the speaker thinks it shows, re-read ten times a second (a silent
 * audience is noticed; a state on its way shows as "sending", never as a warning).
 */
export function SpeakerStatusLine({ sync }: { sync: SpeakerSync }) {
  const t = useT();
  const believed = useAppStore(
    useShallow((s) => ({ beat: s.beat, step: s.step, view: s.view, blank: s.blank })),
  );
  const [now, setNow] = useState(() => ({ wall: Date.now(), perf: performance.now() }));
  useEffect(() => {
    const id = setInterval(() => setNow({ wall: Date.now(), perf: performance.now() }), 100);
    return () => clearInterval(id);
  }, []);
  const { lat } = sync;
  const status = speakerStatus(t, sync.report, now, sync.lastSent(), believed);
  const mark = status.state === 'true' ? '✓ ' : status.state === 'pending' ? '… ' : '⚠ ';
  const tone =
    status.state === 'true'
      ? 'bg-ok/20 text-ok-strong'
      : status.state === 'pending'
        ? 'bg-slate-800 text-slate-100'
        : 'bg-bad/20 text-bad-strong';
  return (
    <p
      role="status"
      data-following={status.state}
      data-ack-p95={Number.isNaN(p95(lat)) ? '' : p95(lat).toFixed(1)}
      data-ack-count={lat.length}
      className={`rounded-md px-3 py-2 text-[20px] font-semibold ${tone}`}
    >
      <span aria-hidden="true">{mark}</span>
      {status.text}
      {lat.length > 0 && (
        <span className="ml-3 text-[16px] font-normal text-slate-300">
          {t.speaker.latency.replace('{ms}', lat.at(-1)!.toFixed(0)).replace('{p95}', p95(lat).toFixed(0))}
        </span>
      )}
      {believed.blank && (
        <span className="ml-3">· {believed.blank === 'black' ? t.speaker.black : t.speaker.white}</span>
      )}
    </p>
  );
}

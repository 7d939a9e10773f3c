import { lazy, Suspense, useState } from 'react';
import { shippedTalkOf } from '../../scenario/talk/shippedTalks';
import { useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { RunPending } from '../simulation/RunPending';
import { effectiveTalkTitle } from './effectiveTalk';

// The beats, their editor and the ways to present load when the panel first opens.
const TalkPanelBody = lazy(() => import('./TalkPanelBody'));

/** The talk: its title here; its beats to click through and edit, and the ways to present it, inside. */
export function TalkPanel() {
  const t = useT();
  const title = useAppStore(effectiveTalkTitle);
  const custom = useAppStore((s) => s.talk !== null);
  const presetId = useAppStore((s) => s.presetId);
  const pending = useAppStore((s) => s.pendingRun !== null);
  // A link opened the page at a beat: F5 still starts the show from beat 1, and the panel's title line says so.
  const startHint = useAppStore((s) => s.startHint && !s.present);
  const [opened, setOpened] = useState(custom);
  const source = custom
    ? t.talkUi.custom
    : shippedTalkOf(presetId)
      ? t.talkUi.builtIn
      : t.talkUi.fromChapters;
  return (
    <details
      className="rounded-lg border border-slate-300 p-3 dark:border-slate-700"
      open={custom || undefined}
      onToggle={(e) => {
        if (e.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="cursor-pointer text-sm font-semibold">
        {t.talkUi.panel}
        {t.punct.colon}
        {title}
        <span className="font-normal text-slate-600 dark:text-slate-400">
          {t.punct.open}
          {source}
          {t.punct.close}
        </span>
        {startHint && (
          <span data-start-hint className="block font-normal text-slate-700 dark:text-slate-300">
            {t.show.startHint}
          </span>
        )}
      </summary>
      {/* A talk made from the chapters has a compare beat, which needs both runs. */}
      {(opened || custom) &&
        (pending ? (
          <RunPending always />
        ) : (
          <Suspense fallback={null}>
            <TalkPanelBody />
          </Suspense>
        ))}
    </details>
  );
}

import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { effectiveTalk, goBeat } from '../talk/effectiveTalk';
import { PresentChrome, PresentFooter } from './PresentFooter';
import { BeatOverview } from './BeatOverview';
import { GoToPrompt } from './GoToPrompt';
import { PointerLayer, useStrokesClearOnBeat } from './PointerLayer';
import { PresentScreen } from './PresentScreen';
import { useShownNow } from './shownBeat';
import { useFullscreen, useIdle } from './useIdle';
import { usePointerInput } from './usePointerInput';

/** Idle this long, the presenter's controls and the cursor leave the audience's screen. */
export const CHROME_IDLE_MS = 2000;

/**
 * Presentation mode: the focused panel and the beat's caption fill the screen in a high-contrast projector
 * theme; a clicker walks the talk's beats (keymap/keymap.ts). The presenter's controls (the chapter, the speaker
 * view, leaving) show only while the pointer moves, as does the cursor. `l` (laser) and `p` (pen) point and
 * draw; `o` shows every beat, `g` or a number goes to one. Blanking covers everything.
 */
export function PresentView() {
  const t = useT();
  const blank = useAppStore((s) => s.blank);
  const beatIndex = useAppStore((s) => s.beat);
  const { startHint, fullscreenOnKey, overview, goTo, pen, laser } = useAppStore(
    useShallow((s) => ({
      startHint: s.startHint,
      fullscreenOnKey: s.fullscreenOnKey,
      overview: s.overview,
      goTo: s.goTo,
      pen: s.pen,
      laser: s.laser,
    })),
  );
  const shown = useShownNow();
  const idle = useIdle(CHROME_IDLE_MS);
  const fullscreen = useFullscreen();
  const pointer = usePointerInput({ pen, laser, hold: false });
  useStrokesClearOnBeat();
  // A beat is shown at its moment. A link that names a beat but not that moment (one typed by hand: the app's
  // own links carry both; or followed while presenting) would otherwise put the beat's caption over the cluster
  // at t = 0.
  useEffect(() => {
    const s = useAppStore.getState();
    if (s.beat === null) return;
    const beat = effectiveTalk(s).beats[s.beat];
    // Not a start of the show: a link's "Press F5 to start from beat 1" stays.
    if (beat && s.time !== beat.at) {
      goBeat(s, s.beat);
      useAppStore.setState({ startHint: s.startHint });
    }
  }, [beatIndex]);
  const cursor = pen ? 'cursor-crosshair' : laser || idle ? 'cursor-none' : '';
  return (
    <div
      role="region"
      aria-label={t.talkUi.region}
      className={`dark projector @container fixed inset-0 z-40 flex flex-col bg-black text-white ${cursor}`}
      data-beat={beatIndex ?? ''}
      data-idle={idle || undefined}
      {...pointer}
    >
      <PresentScreen shown={shown} />
      <PresentFooter
        shown={shown}
        hints={[
          ...(startHint ? [{ id: 'start-hint', text: t.show.startHint }] : []),
          ...(fullscreenOnKey && !fullscreen ? [{ id: 'fullscreen-hint', text: t.show.fullscreenHint }] : []),
        ]}
      />
      <PresentChrome shown={shown} idle={idle} />
      <PointerLayer />
      {overview && <BeatOverview />}
      {goTo !== null && <GoToPrompt />}
      {blank && (
        <div
          role="status"
          aria-label={t.talkUi.blanked}
          className={`fixed inset-0 z-50 ${blank === 'black' ? 'bg-black' : 'bg-white'}`}
          data-blank={blank}
        />
      )}
    </div>
  );
}

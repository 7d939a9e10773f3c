import { useShallow } from 'zustand/react/shallow';
import { useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { KEYMAP, type ActionId, type KeyActionSpec } from '../keymap/keymap';
import { openAudienceWindow } from './openSpeakerView';

export const SPEAKER_BUTTON =
  'min-h-8 rounded-md border border-slate-500 px-3 py-1 hover:bg-slate-800 disabled:opacity-40 aria-pressed:bg-slate-700 aria-pressed:border-[#ffd400]';

/** Runs a keymap action as its key would in this window (one declaration for key and button). */
function act(id: ActionId) {
  const spec: KeyActionSpec = KEYMAP[id];
  spec.run({ s: useAppStore.getState(), e: new KeyboardEvent('keydown'), target: null, context: 'speaker' });
}

/** The speaker window's buttons: the keymap's actions for a mouse or a touch screen, and the audience window. */
export function SpeakerControls() {
  const t = useT();
  const { blank, pen, lookAt } = useAppStore(
    useShallow((s) => ({ blank: s.blank, pen: s.pen, lookAt: s.lookAt })),
  );
  const words = t.show.keymap.actions;
  return (
    <nav className="flex flex-wrap gap-2 text-[18px]" aria-label={t.speaker.controls}>
      <button type="button" className={SPEAKER_BUTTON} onClick={() => act('beatPrev')}>
        ◀ {t.speaker.prev}
      </button>
      <button type="button" className={`${SPEAKER_BUTTON} font-semibold`} onClick={() => act('beatNext')}>
        {t.speaker.nextButton} ▶
      </button>
      <button
        type="button"
        aria-pressed={blank === 'black'}
        className={SPEAKER_BUTTON}
        onClick={() => act('black')}
      >
        {t.speaker.black}
      </button>
      <button
        type="button"
        aria-pressed={blank === 'white'}
        className={SPEAKER_BUTTON}
        onClick={() => act('white')}
      >
        {t.speaker.white}
      </button>
      <button
        type="button"
        aria-pressed={lookAt !== null}
        title={words.lookAhead}
        className={SPEAKER_BUTTON}
        onClick={() => act('lookAhead')}
      >
        {t.show.lookAhead.button}
      </button>
      <button type="button" title={words.overview} className={SPEAKER_BUTTON} onClick={() => act('overview')}>
        {t.show.overview.title}
      </button>
      <button
        type="button"
        aria-pressed={pen}
        title={words.pen}
        className={SPEAKER_BUTTON}
        onClick={() => act('pen')}
      >
        {t.show.pointer.pen}
      </button>
      <button type="button" className={`${SPEAKER_BUTTON} ml-auto`} onClick={() => openAudienceWindow()}>
        {t.speaker.openAudience}
      </button>
    </nav>
  );
}

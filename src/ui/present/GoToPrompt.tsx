import { useState } from 'react';
import { useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { effectiveTalk } from '../talk/effectiveTalk';
import { useModalDialog } from '../useModalDialog';
import { pickBeat } from './BeatOverview';

/**
 * Go to a beat by number (`g`, or a digit that starts the number): Enter goes there, Escape cancels. A number
 * that is no beat says so, and which numbers there are.
 */
export function GoToPrompt() {
  const t = useT();
  const text = useAppStore((s) => s.goTo ?? '');
  const total = useAppStore((s) => effectiveTalk(s).beats.length);
  const [error, setError] = useState<string | null>(null);
  const ref = useModalDialog(true);
  const close = () => useAppStore.getState().setShowUi({ goTo: null });
  const go = () => {
    const n = Number(text.trim());
    if (!/^\d+$/.test(text.trim()) || n < 1 || n > total) {
      setError(t.show.goTo.invalid.replace('{text}', text.trim()).replace('{total}', String(total)));
      return;
    }
    pickBeat(n - 1);
  };
  return (
    <dialog
      ref={ref}
      aria-labelledby="goto-h"
      onClose={close}
      className="projector m-auto rounded-lg border-2 border-slate-400 bg-black p-6 text-white"
    >
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          go();
        }}
        className="flex flex-col gap-2"
      >
        <label htmlFor="goto-n" id="goto-h" className="text-[clamp(20px,1.8vw,32px)] font-semibold">
          {t.show.goTo.label}
        </label>
        <input
          id="goto-n"
          autoFocus
          inputMode="numeric"
          value={text}
          aria-describedby="goto-hint"
          aria-invalid={error !== null}
          onChange={(e) => {
            setError(null);
            useAppStore.getState().setShowUi({ goTo: e.target.value });
          }}
          className="w-40 rounded border-2 border-slate-400 bg-black px-2 font-mono text-[clamp(24px,2.4vw,44px)] text-white"
        />
        <p id="goto-hint" className="text-lg text-slate-200">
          {t.show.goTo.hint.replace('{total}', String(total))}
        </p>
        {error && (
          <p role="alert" className="text-lg font-semibold text-[#ff9b9b]">
            {error}
          </p>
        )}
      </form>
    </dialog>
  );
}

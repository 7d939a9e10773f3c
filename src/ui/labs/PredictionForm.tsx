import { addedEvents, writesAmong } from '../../scenario/labs/facts';
import { labStartScenario } from '../../scenario/labs/labs';
import type { Lab, LabVerdict } from '../../scenario/labs/types';
import { useAppStore } from '../../store/appStore';
import { LAB_BUTTON } from './labButton';
import { checkLab, isAttemptMiss } from './checkLab';
import { selectSession, useLabsUi } from './labsUiStore';
import { useLabsText } from './useLabsText';

/**
 * The predict lab's ticks: one box per Service, checked against the model's answer on request. The ticks are
 * open only while the cluster is as the lab began (a prediction made after the writes would be no prediction).
 */
export function PredictionForm({ lab, verdict }: { lab: Lab; verdict: LabVerdict | null }) {
  const t = useLabsText();
  const scenario = useAppStore((s) => s.scenario);
  const session = useLabsUi(selectSession(lab.id));
  const added = addedEvents(labStartScenario(lab), scenario);
  const locked = !added || writesAmong(added).length > 0;
  // The ticks are right once the check has moved on to the proof.
  const right =
    !!session.prediction &&
    !!verdict &&
    (verdict.done || !['predictionWrong', 'predictFirst', 'otherScenario'].includes(verdict.miss));
  const toggle = (name: string, on: boolean) =>
    useLabsUi.getState().update(lab.id, {
      ticks: on ? [...session.ticks, name] : session.ticks.filter((x) => x !== name),
    });
  const submit = () => {
    const ui = useLabsUi.getState();
    const prediction = [...session.ticks];
    const s = useAppStore.getState();
    const v = checkLab(lab, s.scenario, s.view, prediction);
    const attempts = session.attempts + (isAttemptMiss(v) ? 1 : 0);
    ui.update(lab.id, { prediction, attempts });
  };
  return (
    <fieldset
      disabled={locked}
      className="flex flex-col gap-1 rounded-md border border-slate-300 p-2 dark:border-slate-700"
    >
      <legend className="px-1 text-sm font-semibold">{t.predict.legend}</legend>
      {lab.predict!.services.map((name) => (
        <label key={name} className="flex min-h-6 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={session.ticks.includes(name)}
            onChange={(e) => toggle(name, e.target.checked)}
          />
          <code className="font-mono text-xs">{name}</code>
        </label>
      ))}
      <button type="button" className={`${LAB_BUTTON} self-start`} onClick={submit}>
        {t.predict.check}
      </button>
      {right && <p className="text-sm font-semibold text-ok">{t.predict.right}</p>}
      {locked && !right && <p className="text-sm">{t.predict.locked}</p>}
    </fieldset>
  );
}

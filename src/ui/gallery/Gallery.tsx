import { useMemo, useRef } from 'react';
import { pmValues } from '../../model/pmap';
import { compareAddr } from '../../model/l3n4Addr';
import type { Trace } from '../../model/trace';
import { PRESETS } from '../../scenario/presets';
import { getRuns } from '../../store/traces';
import { useAppStore } from '../../store/appStore';
import { fmt, useT } from '../i18n/useT';
import { scenarioText } from '../scenarioText';
import { Rich } from '../text/Rich';
import { useRevealOnOpen } from '../useRevealOnOpen';

/** A tiny preview: the final BPF map of a run, one square per service entry (✗ = count 0). */
function Preview({ trace, label }: { trace: Trace; label: string }) {
  const t = useT();
  const entries = pmValues(trace.steps.at(-1)!.state.bpf.services).sort((a, b) =>
    compareAddr(a.frontend, b.frontend),
  );
  return (
    <div
      className="flex items-center gap-1"
      aria-label={fmt(t.gallery.preview, {
        run: label,
        empty: entries.filter((e) => !e.backends.length).length,
        total: entries.length,
      })}
    >
      <span className="w-20 text-[11px] text-slate-500">{label}</span>
      {entries.map((e) => (
        <span
          key={e.frontend}
          title={fmt(t.gallery.previewEntry, { frontend: e.frontend, n: e.backends.length })}
          className={`flex h-4 w-4 items-center justify-center rounded-sm border text-[9px] ${e.backends.length ? 'border-ok bg-ok/25' : 'border-dashed border-bad bg-bad/25'}`}
        >
          {e.backends.length ? '✓' : '✗'}
        </span>
      ))}
    </div>
  );
}

/** The presets as cards: title, one line, whether the bug fires (from the model), and a preview. */
export function Gallery() {
  const t = useT();
  const open = useAppStore((s) => s.galleryOpen);
  const current = useAppStore((s) => s.presetId);
  const cards = useMemo(
    () =>
      open
        ? PRESETS.map((p) => {
            const runs = getRuns(p.scenario);
            const fires = runs.traces.buggy.steps.some((s) =>
              s.releases.some((r) => r.collateral.length > 0),
            );
            return { p, runs, fires, text: scenarioText(t, p.id, p.scenario) };
          })
        : [],
    [open, t],
  );
  const section = useRef<HTMLElement>(null);
  useRevealOnOpen(section, open);
  if (!open) return null;
  return (
    <section
      ref={section}
      id="gallery"
      aria-labelledby="gallery-h"
      className="mx-3 mt-3 rounded-lg border border-slate-300 p-3 dark:border-slate-700"
    >
      <h2 id="gallery-h" className="mb-2 text-lg font-semibold">
        {t.gallery.title}
      </h2>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
        {cards.map(({ p, runs, fires, text }) => (
          <li
            key={p.id}
            className={`flex flex-col gap-2 rounded-lg border p-3 ${p.id === current ? 'border-accent border-2' : 'border-slate-300 dark:border-slate-700'}`}
          >
            <h3 className="font-semibold">{text.title}</h3>
            <p className={`text-sm font-semibold ${fires ? 'text-bad-strong' : 'text-ok-strong'}`}>
              <span aria-hidden="true">{fires ? '✗ ' : '✓ '}</span>
              {fires ? t.gallery.fires : t.gallery.safe}
            </p>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              <Rich text={text.summary} />
            </p>
            <Preview trace={runs.traces.buggy} label={t.compareBuggy} />
            <Preview trace={runs.traces.fixed} label={t.compareFixed} />
            <button
              type="button"
              aria-label={`${t.gallery.open}: ${text.title}`}
              className="mt-auto self-start rounded-md border border-accent px-3 py-1 text-sm hover:bg-accent hover:text-white"
              onClick={() => {
                const s = useAppStore.getState();
                s.loadPreset(p.id);
                s.setGalleryOpen(false);
              }}
            >
              {t.gallery.open}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

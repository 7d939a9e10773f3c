import { memo, useMemo, useRef } from 'react';
import type { Trace } from '../../model/trace';
import type { ScenarioV1 } from '../../scenario/types';
import { useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { useNarrationOf } from '../panels/useNarration';
import { spoken } from '../text/Rich';
import { useElementSize } from '../useElementSize';
import { useIsServerRender } from '../useIsServerRender';
import { StageSvg, stageWhere } from './StageSvg';
import type { Arrangement } from './stageLayout';
import { documentMeasure } from '../text/canvasMeasure';
import { selectMidDrag } from './midDrag';

/**
 * The cluster at one step: control plane and Kubernetes objects, then the node (agent, backends, frontends
 * next to their BPF entries, a client). Measures its box, unless given a `size`: `page` fits the width and
 * grows down; `present` fits width and height with the largest text that allows (≥ 18 px), folding the least
 * important rows. Memoized: a parent's render that leaves its props alone (the page's urgent render mid-drag,
 * before the deferred step arrives) does not draw it again.
 */
export const Stage = memo(function Stage({
  trace,
  index,
  scenario,
  label,
  fit = 'page',
  size,
  nodeOnly = false,
  filter = '',
  keep,
  onArrangement,
}: {
  trace: Trace;
  index: number;
  scenario: ScenarioV1;
  label?: string;
  fit?: 'page' | 'present' | 'thumb' | 'embed';
  /** Render at this pixel size instead of measuring the container. */
  size?: { width: number; height?: number };
  /** Only the node: backends, frontends → BPF and the client (a projected comparison). */
  nodeOnly?: boolean;
  /** Only Services whose name contains this (see StageFilter). */
  filter?: string;
  /** The arrangement a projected stage showed last, and who hears what it shows (see StageSvg). */
  keep?: Arrangement | undefined;
  onArrangement?: (a: Arrangement) => void;
}) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const measured = useElementSize(ref);
  const box = size ?? measured;
  // Laid out once, at the box's real width: the first render (before the box is read) draws nothing, and the
  // one at the measured width follows in the same commit. A large cluster's stage costs tens of ms per layout.
  // The server render (the prerendered first view) has no box to read: it lays out at the initial guess.
  const ready = useIsServerRender() || size !== undefined || measured.measured;
  const selected = useAppStore((s) => s.selection);
  const select = useAppStore((s) => s.select);
  const moving = useAppStore(selectMidDrag);
  const where = useMemo(() => stageWhere(scenario), [scenario]);
  const i = Math.max(0, Math.min(index, trace.steps.length - 1));
  const what = useNarrationOf(trace, i).what;
  // The live page fits its text with its own fonts (exports keep the estimate: other programs, other fonts).
  const measure = useMemo(() => documentMeasure() ?? undefined, []);
  // Centred in its box while it fits; taller than the box (a presentation on a phone), it starts at the top, so
  // that the box can scroll to all of it (plain centring would push its top out of reach).
  return (
    <div
      ref={ref}
      className={fit === 'page' ? 'w-full' : 'flex h-full min-h-0 w-full items-center-safe'}
      data-moving={moving || undefined}
    >
      {ready && (
        <StageSvg
          trace={trace}
          index={i}
          where={where}
          fit={fit}
          nodeOnly={nodeOnly}
          width={box.width}
          // The page's stage grows down from its width: its box's height is its own (a new one is no reason
          // to lay it out again).
          {...(fit !== 'page' && box.height !== undefined ? { height: box.height } : {})}
          ariaLabel={`${label ?? t.stage}: ${spoken(what)}`}
          {...(label !== undefined ? { label } : {})}
          selected={selected}
          onSelect={select}
          filter={filter}
          keep={keep}
          {...(onArrangement ? { onArrangement } : {})}
          {...(measure ? { measure } : {})}
        />
      )}
    </div>
  );
});

import { memo, useEffect, useMemo } from 'react';
import type { Trace } from '../../model/trace';
import { useT } from '../i18n/useT';
import { StageControlPlane } from './parts/StageControlPlane';
import { StageNode } from './parts/StageNode';
import { StageNodes } from './parts/StageNodes';
import { StageObjects } from './parts/StageObjects';
import { MeasureContext } from './parts/measureContext';
import { estimateWidth, type Measure } from '../text/fitText';
import { stageWords } from './stageDemand';
import type { StageFit } from './stageLayout';
import type { Arrangement } from './stageLayout';
import { stageAt } from './stageCache';
import { stageTravel, travelPath, travelPoint } from './stageTravel';
import type { StageWhere } from './computeStage';

export { stageWords } from './stageDemand';
export { computeStage, stageWhere, type StageWhere } from './computeStage';

type StageFitMode = StageFit['mode'];

export interface StageSvgProps {
  trace: Trace;
  index: number;
  where: StageWhere;
  /**
   * The box to fit, in CSS px: `page` fits the width and grows down; `present` fits width and height (≥ 18 px
   * text); `thumb` fits the box with small text (previews).
   */
  width: number;
  height?: number;
  fit: StageFitMode;
  /** Only the node: backends, frontends → BPF and the client (a projected comparison). */
  nodeOnly?: boolean;
  /**
   * The arrangement a projected stage showed last (kept by the caller, so it outlives this stage between beats
   * that show something else): kept on near-ties. `onArrangement` hears what this stage shows.
   */
  keep?: Arrangement | undefined;
  onArrangement?: (a: Arrangement) => void;
  ariaLabel: string;
  label?: string;
  /** Selection highlight and handler; without a handler nothing on the stage is a button (exported pictures). */
  selected?: string | null;
  onSelect?: (token: string | null) => void;
  /**
   * Where the travelling packet is drawn, 0…1 along its path. Unset: a CSS animation (the app). Exports set it
   * per frame, since an SVG drawn as an image or opened in another program does not run the app's CSS.
   */
  packetAt?: number;
  /** Draws the stage this much larger or smaller than its layout (a video frame shrinks a stage too tall to fit). */
  scale?: number;
  x?: number;
  y?: number;
  /** Only Services whose name contains this, with their slices, backends and rows (the page's filter box). */
  filter?: string;
  /** How text is measured to fit its box (default: the per-character estimate, the same everywhere). */
  measure?: Measure;
}

/**
 * The stage as one SVG element at an explicit size: the same model, layout and parts for the page, the
 * presentation and every export (pictures, video frames, the CLI).
 */
export const StageSvg = memo(function StageSvg(props: StageSvgProps) {
  const { trace, where, fit, width, height, label, selected = null, onSelect, packetAt, filter = '' } = props;
  const nodeOnly = !!props.nodeOnly;
  const t = useT();
  const i = Math.max(0, Math.min(props.index, trace.steps.length - 1));
  const { keep, onArrangement } = props;
  const { m, g } = useMemo(
    () => stageAt(trace, i, where, { fit, width, height, nodeOnly, keep }, stageWords(t), filter),
    [trace, i, where, fit, width, height, nodeOnly, keep, t, filter],
  );
  useEffect(() => onArrangement?.(g.arrangement), [onArrangement, g.arrangement]);
  const path = nodeOnly ? undefined : stageTravel(trace, i, m, g);
  const d = path && travelPath(path);
  const at = path && packetAt !== undefined ? travelPoint(path, packetAt) : undefined;
  return (
    <svg
      viewBox={`0 0 ${g.width} ${g.height}`}
      width={g.width * (props.scale ?? 1)}
      height={g.height * (props.scale ?? 1)}
      {...(props.x !== undefined ? { x: props.x, y: props.y } : {})}
      // A picture, unless its rows are buttons: then a group, so they stay reachable (an img's children are not).
      role={onSelect ? 'group' : 'img'}
      aria-label={props.ariaLabel}
      className="block max-w-full text-slate-900 dark:text-slate-100"
      data-font={g.font.toFixed(1)}
    >
      <MeasureContext value={props.measure ?? estimateWidth}>
        {!nodeOnly && <StageControlPlane m={m} g={g} />}
        {!nodeOnly && <StageObjects m={m} g={g} selected={selected} onSelect={onSelect} />}
        <StageNode m={m} g={g} selected={selected} onSelect={onSelect} />
        <StageNodes nodes={m.nodes} g={g} />
      </MeasureContext>
      {path && (
        <g key={i}>
          <path d={d} className="fill-none stroke-slate-400/70" strokeDasharray="3 4" />
          <circle
            r={Math.max(5, g.font * 0.45)}
            className={`${at ? '' : 'packet '}${path.bad ? 'fill-bad' : 'fill-hi'} stroke-slate-900`}
            {...(at ? { cx: at.x, cy: at.y } : { style: { offsetPath: `path("${d}")` } })}
          />
        </g>
      )}
      {label && (
        <text
          x={g.width - 8}
          y={g.font}
          textAnchor="end"
          style={{ fontSize: g.font }}
          className="fill-current font-bold"
        >
          {label}
        </text>
      )}
    </svg>
  );
});

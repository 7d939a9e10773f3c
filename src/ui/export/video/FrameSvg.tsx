import { keyPair } from '../../panels/keyPair';
import { MessagesContext } from '../../i18n/useT';
import { computeStage, StageSvg, stageWords, type StageWhere } from '../../stage/StageSvg';
import { spoken } from '../../text/Rich';
import { momentStages, momentText, type ExportMoment } from '../moment';
import { BACKGROUND, FONT_SANS } from '../picture/exportStyle';
import { KeyBytesSvg } from '../picture/KeyBytesSvg';
import { keyBytesLayout } from '../picture/keyBytesLayout';
import { layoutParagraphs, TextLines } from '../picture/TextLines';
import type { FrameMoment } from './frameTimeline';
import { OutputSvg } from './OutputSvg';

export interface FrameOptions {
  width: number;
  height: number;
  /** Draw the caption into the picture (otherwise captions go to a subtitle file). */
  burn: boolean;
}

/** The caption band: the largest size (down to 3/4) at which the text fits three lines. */
function captionLines(text: string, width: number, u: number) {
  for (const f of [26, 24, 22, 20]) {
    const laid = layoutParagraphs(
      [{ text, font: f * u, className: 'fill-current font-semibold', bold: true }],
      width,
    );
    if (laid.lines.length <= 3) return laid;
  }
  return layoutParagraphs(
    [{ text, font: 20 * u, className: 'fill-current font-semibold', bold: true, maxLines: 3 }],
    width,
  );
}

/**
 * One video frame: a header (chapter; time and key), the stage fitted as in presentation (both runs in compare
 * view) or the beat's focus (key bytes, a command output), and the caption band. All text stays text.
 */
export function FrameSvg(props: {
  moment: ExportMoment;
  frame: FrameMoment;
  where: StageWhere;
  o: FrameOptions;
}) {
  const { moment, frame, where, o } = props;
  const text = momentText(moment);
  const { t } = text;
  const u = o.height / 720;
  const pad = 18 * u;
  const headFont = 20 * u;
  const bodyTop = pad + headFont * 1.6;
  const caption = o.burn && text.what ? captionLines(text.what, o.width - 4 * pad, u) : undefined;
  const band = caption ? caption.height + 2 * pad : 0;
  const body = { x: pad, y: bodyTop, w: o.width - 2 * pad, h: o.height - bodyTop - pad - band };
  const words = stageWords(t);
  const stages = momentStages(moment, t);
  const gap = 24 * u;
  const each = stages.length === 2 ? (body.w - gap) / 2 : body.w;
  let content;
  if (frame.focus === 'keyInspector') {
    const [released, victim] = keyPair(moment.runs.traces.buggy, moment.runs.scenario);
    const w = Math.min(body.w, 1100 * u);
    const font = 24 * u;
    const laid = keyBytesLayout(
      released,
      victim,
      moment.view === 'fixed' ? ['fixed', 'buggy'] : ['buggy', 'fixed'],
      w,
      font,
    );
    content = (
      <KeyBytesSvg
        x={body.x + (body.w - w) / 2}
        y={body.y + Math.max(0, (body.h - laid.height) / 2)}
        font={font}
        blocks={laid.blocks}
        t={t}
      />
    );
  } else if (frame.focus.startsWith('output:')) {
    const s = stages[0]!;
    content = (
      <OutputSvg
        name={frame.focus.slice(7)}
        trace={s.trace}
        index={s.index}
        scenario={moment.runs.scenario}
        box={body}
      />
    );
  } else {
    content = stages.map((s, i) => {
      const box = { fit: 'present' as const, width: each, height: body.h };
      const g = computeStage(s.trace, s.index, where, box, words).g;
      // Below the smallest readable presentation font the layout grows past the box: shrink it to fit.
      const scale = Math.min(1, body.h / g.height);
      return (
        <StageSvg
          key={i}
          trace={s.trace}
          index={s.index}
          where={where}
          fit="present"
          width={each}
          height={body.h}
          scale={scale}
          x={body.x + i * (each + gap) + (each - each * scale) / 2}
          y={body.y + Math.max(0, (body.h - g.height * scale) / 2)}
          packetAt={frame.packetAt}
          ariaLabel={`${s.label ?? t.stage}: ${spoken(text.what)}`}
          {...(s.label ? { label: s.label } : {})}
        />
      );
    });
  }
  return (
    <MessagesContext.Provider value={t}>
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={o.width}
        height={o.height}
        viewBox={`0 0 ${o.width} ${o.height}`}
        fontFamily={FONT_SANS}
        className="text-slate-900 dark:text-slate-100"
      >
        <rect width={o.width} height={o.height} fill={BACKGROUND[moment.theme]} />
        <text
          x={pad}
          y={pad + headFont}
          style={{ fontSize: headFont }}
          className="fill-accent dark:fill-info font-semibold"
        >
          {text.chapter}
        </text>
        <text
          x={o.width - pad}
          y={pad + headFont}
          textAnchor="end"
          style={{ fontSize: headFont * 0.85 }}
          className="font-mono fill-slate-600 dark:fill-slate-300"
        >
          {`t = ${(moment.time / 1000).toFixed(1)} s · ${text.mode}`}
        </text>
        {content}
        {caption && (
          <g>
            <rect
              x={0}
              y={o.height - band}
              width={o.width}
              height={band}
              className="fill-slate-200 dark:fill-slate-900 stroke-slate-300 dark:stroke-slate-700"
            />
            <TextLines x={2 * pad} y={o.height - band + pad * 0.8} lines={caption.lines} />
          </g>
        )}
      </svg>
    </MessagesContext.Provider>
  );
}

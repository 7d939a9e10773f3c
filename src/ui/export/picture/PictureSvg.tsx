import { FONT_SANS, BACKGROUND } from './exportStyle';
import { keyPair } from '../../panels/keyPair';
import { computeStage, StageSvg, stageWords, type StageWhere } from '../../stage/StageSvg';
import { plain, spoken } from '../../text/Rich';
import { MessagesContext } from '../../i18n/useT';
import { momentStages, momentText, type ExportMoment } from '../moment';
import { KeyBytesSvg } from './KeyBytesSvg';
import { keyBytesLayout } from './keyBytesLayout';
import { layoutParagraphs, TextLines } from './TextLines';

export interface PictureOptions {
  /** Width of the stage (both stages in compare view), in CSS px: the picture's 1× size. */
  width: number;
  /** Pixel density: the file's width and height are multiplied, the drawing is not. */
  scale: number;
  caption: boolean;
  keys: boolean;
}

const PAD = 14;
const GAP = 16;

/** Everything a picture's layout decides: sizes and the pieces to draw. */
export function pictureLayout(moment: ExportMoment, where: StageWhere, o: PictureOptions) {
  const text = momentText(moment);
  const { t } = text;
  const words = stageWords(t);
  const stages = momentStages(moment, t);
  const each = stages.length === 2 ? (o.width - GAP) / 2 : o.width;
  const laid = stages.map((s, i) => ({
    ...s,
    x: PAD + i * (each + GAP),
    g: computeStage(s.trace, s.index, where, { fit: 'page', width: each }, words).g,
  }));
  const stageH = Math.max(...laid.map((s) => s.g.height));
  const side = o.caption || o.keys ? Math.round(Math.min(460, Math.max(300, o.width * 0.42))) : 0;
  const sideX = PAD + o.width + GAP;
  const caption = o.caption
    ? layoutParagraphs(
        [
          ...(text.chapter
            ? [
                {
                  text: text.chapter,
                  font: 14,
                  className: 'fill-accent dark:fill-info font-semibold',
                  gapAfter: 0.3,
                },
              ]
            : []),
          { text: text.what, font: 17, className: 'fill-current font-semibold', bold: true, gapAfter: 0.4 },
          ...(text.why
            ? [{ text: text.why, font: 14, className: 'fill-slate-700 dark:fill-slate-300', gapAfter: 0.4 }]
            : []),
          { text: `\`${text.where}\``, font: 12, className: 'fill-slate-600 dark:fill-slate-300' },
        ],
        side,
      )
    : undefined;
  const [released, victim] = keyPair(moment.runs.traces.buggy, moment.runs.scenario);
  const order = moment.view === 'fixed' ? (['fixed', 'buggy'] as const) : (['buggy', 'fixed'] as const);
  const keysTop = PAD + (caption ? caption.height + GAP : 0);
  const keyHead = o.keys
    ? layoutParagraphs(
        [
          {
            text: t.keyInspector,
            font: 12,
            className: 'fill-slate-600 dark:fill-slate-300 font-semibold',
            gapAfter: 0.2,
          },
          {
            text: `${t.keyInspectorHint} \`${released}\` ⟶ \`${victim}\``,
            font: 12,
            className: 'fill-slate-600 dark:fill-slate-300',
            gapAfter: 0.4,
          },
        ],
        side,
      )
    : undefined;
  const keys = o.keys ? keyBytesLayout(released, victim, [...order], side, 12) : undefined;
  const sideH = (caption ? caption.height + GAP : 0) + (keyHead && keys ? keyHead.height + keys.height : 0);
  const footerY = PAD + Math.max(stageH, sideH) + 18;
  return {
    text,
    t,
    laid,
    side: side ? { x: sideX, w: side } : undefined,
    caption,
    keyHead,
    keys,
    keysTop,
    footerY,
    width: Math.ceil(PAD + o.width + (side ? GAP + side : 0) + PAD),
    height: Math.ceil(footerY + 10),
  };
}

/**
 * A picture of one moment: the stage (both runs in compare view) and, beside it, the narration and the key
 * inspector's byte view when asked for. Pure SVG with real text; styled by the classes exportStyle resolves.
 */
export function PictureSvg(props: { moment: ExportMoment; where: StageWhere; options: PictureOptions }) {
  const { moment, where, options } = props;
  const L = pictureLayout(moment, where, options);
  const { t, text } = L;
  return (
    <MessagesContext.Provider value={t}>
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={L.width * options.scale}
        height={L.height * options.scale}
        viewBox={`0 0 ${L.width} ${L.height}`}
        fontFamily={FONT_SANS}
        className="text-slate-900 dark:text-slate-100"
        role="img"
        aria-label={`${text.title}: ${spoken(text.what)}`}
      >
        <title>{`${text.chapter ? `${text.chapter} — ` : ''}${plain(text.what)}`}</title>
        <rect width={L.width} height={L.height} fill={BACKGROUND[moment.theme]} />
        {L.laid.map((s) => (
          <StageSvg
            key={s.x}
            trace={s.trace}
            index={s.index}
            where={where}
            fit="page"
            width={s.g.width}
            x={s.x}
            y={PAD}
            packetAt={1}
            ariaLabel={`${s.label ?? t.stage}: ${spoken(text.what)}`}
            {...(s.label ? { label: s.label } : {})}
          />
        ))}
        {L.side && L.caption && <TextLines x={L.side.x} y={PAD} lines={L.caption.lines} />}
        {L.side && L.keyHead && L.keys && (
          <>
            <TextLines x={L.side.x} y={L.keysTop} lines={L.keyHead.lines} />
            <KeyBytesSvg
              x={L.side.x}
              y={L.keysTop + L.keyHead.height}
              font={12}
              blocks={L.keys.blocks}
              t={t}
            />
          </>
        )}
        <text x={PAD} y={L.footerY} style={{ fontSize: 11 }} className="fill-slate-600 dark:fill-slate-300">
          {`nonroutable · ${text.title} · ${text.where}`}
        </text>
      </svg>
    </MessagesContext.Provider>
  );
}

import type { Messages } from '../../i18n/en';
import type { VariantBlock } from './keyBytesLayout';

const BYTE = {
  match: 'fill-bad/20 stroke-bad',
  space: 'fill-ok/20 stroke-ok',
  plain: 'fill-transparent stroke-slate-300 dark:stroke-slate-700',
};

/** The key inspector's byte view in SVG: for each key variant, the two keys byte by byte. */
export function KeyBytesSvg(props: {
  x: number;
  y: number;
  font: number;
  blocks: VariantBlock[];
  t: Messages;
}) {
  const { x, y, font, t } = props;
  return (
    <g transform={`translate(${x} ${y})`}>
      {props.blocks.map((b) => (
        <g key={b.variant}>
          <rect
            x={b.box.x}
            y={b.box.y}
            width={b.box.w}
            height={b.box.h}
            rx={font * 0.4}
            className={`fill-transparent ${b.variant === 'buggy' ? 'stroke-bad/60' : 'stroke-ok/60'}`}
          />
          <text
            x={b.title.x}
            y={b.box.y + b.title.y - b.box.y}
            style={{ fontSize: font }}
            className="fill-current font-semibold"
          >
            {b.variant === 'buggy' ? t.buggyKey : t.fixedKey}
            {t.punct.colon}
            <tspan className={b.hit ? 'fill-bad-strong' : 'fill-ok-strong'}>
              {b.hit ? `✗ ${t.matches}` : `✓ ${t.noMatch}`}
            </tspan>
          </text>
          {b.rows.map((r) => (
            <g key={r.labelText}>
              <text
                x={r.label.x}
                y={r.label.y}
                style={{ fontSize: font * 0.85 }}
                className="fill-slate-600 dark:fill-slate-300"
              >
                {t[r.labelText]}
              </text>
              {r.bytes.map((byte, i) => (
                <g key={i}>
                  <rect
                    x={byte.box.x}
                    y={byte.box.y}
                    width={byte.box.w}
                    height={byte.box.h}
                    rx={2}
                    className={BYTE[byte.state]}
                  />
                  <text
                    x={byte.box.x + byte.box.w / 2}
                    y={byte.box.y + font * 1.05}
                    textAnchor="middle"
                    style={{ fontSize: font }}
                    className={`fill-current font-mono${byte.state === 'space' ? ' font-bold' : ''}`}
                  >
                    {byte.glyph}
                  </text>
                  <text
                    x={byte.box.x + byte.box.w / 2}
                    y={byte.box.y + font * 2}
                    textAnchor="middle"
                    style={{ fontSize: font * 0.62 }}
                    className="font-mono fill-slate-600 dark:fill-slate-300"
                  >
                    {byte.hex}
                  </text>
                </g>
              ))}
            </g>
          ))}
        </g>
      ))}
    </g>
  );
}

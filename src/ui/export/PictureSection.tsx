import { useEffect, useId, useState } from 'react';
import type { StageWhere } from '../stage/StageSvg';
import { Check, Choice, PRIMARY } from './controls';
import { fileSize, fill, type ExportMessages } from './messages';
import type { ExportMoment } from './moment';
import { exportPicture, pictureSvg, saveFile } from './picture/exportPicture';
import type { PictureOptions } from './picture/PictureSvg';

type Format = 'png' | 'svg';

/** PNG or SVG of this moment, at 1×, 2× or 4×, optionally with the narration and the key bytes beside it. */
export function PictureSection(props: {
  m: ExportMessages;
  moment: ExportMoment;
  where: StageWhere;
  link: string;
  width: number;
}) {
  const { m, moment, where, link } = props;
  const id = useId();
  const [format, setFormat] = useState<Format>('png');
  const [scale, setScale] = useState(2);
  const [caption, setCaption] = useState(true);
  const [keys, setKeys] = useState(false);
  const [preview, setPreview] = useState<{ src: string; w: number; h: number } | null>(null);
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const options: PictureOptions = { width: props.width, scale, caption, keys };

  // The preview is the picture itself at 1×, rendered after the dialog has painted.
  useEffect(() => {
    const timer = setTimeout(() => {
      const svg = pictureSvg(moment, where, { width: props.width, scale: 1, caption, keys }, link);
      const w = Number(/\swidth="(\d+)/.exec(svg)?.[1] ?? 0);
      const h = Number(/\sheight="(\d+)/.exec(svg)?.[1] ?? 0);
      setPreview({ src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, w, h });
    }, 0);
    return () => clearTimeout(timer);
  }, [moment, where, link, props.width, caption, keys]);

  const download = async () => {
    setBusy(true);
    setStatus(null);
    try {
      const file = await exportPicture(format, moment, where, options, link);
      saveFile(file.name, file.blob);
      setStatus({ text: fill(m.saved, { name: file.name, size: fileSize(file.blob.size) }) });
    } catch (e) {
      setStatus({ text: fill(m.failed, { error: e instanceof Error ? e.message : String(e) }), error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-h`}
      className="flex flex-col gap-3 rounded-lg border border-slate-300 p-3 dark:border-slate-700"
    >
      <h3 id={`${id}-h`} className="font-semibold">
        {m.pictureHeading}
      </h3>
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
        <div className="flex flex-col gap-3">
          <Choice
            legend={m.format}
            name={`${id}-format`}
            value={format}
            options={[
              { value: 'png', label: 'PNG' },
              { value: 'svg', label: 'SVG' },
            ]}
            onChange={setFormat}
          />
          <Choice
            legend={m.size}
            name={`${id}-scale`}
            value={scale}
            options={[1, 2, 4].map((k) => ({
              value: k,
              label: (
                <>
                  {k}×{' '}
                  {preview && (
                    <span className="text-xs text-slate-600 dark:text-slate-400">
                      ({fill(m.pixels, { w: preview.w * k, h: preview.h * k })})
                    </span>
                  )}
                </>
              ),
            }))}
            onChange={setScale}
          />
          <Check label={m.withCaption} checked={caption} onChange={setCaption} />
          <Check label={m.withKeys} checked={keys} onChange={setKeys} />
          <div className="flex flex-wrap items-center gap-2">
            <button type="button" className={PRIMARY} disabled={busy} onClick={() => void download()}>
              ⬇ {fill(m.download, { format: format.toUpperCase() })}
            </button>
          </div>
          {status && (
            <p
              role={status.error ? 'alert' : 'status'}
              className={`text-sm ${status.error ? 'text-bad-strong' : ''}`}
            >
              {status.text}
            </p>
          )}
        </div>
        <figure className="min-w-0">
          {preview && (
            <img
              src={preview.src}
              alt={m.preview}
              className="w-full rounded border border-slate-300 dark:border-slate-700"
              data-testid="export-preview"
            />
          )}
        </figure>
      </div>
    </section>
  );
}

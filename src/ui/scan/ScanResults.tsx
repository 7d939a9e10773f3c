import { renderScan, SCAN_FORMATS, type ScanFormat } from '../../scan/render';
import type { ScanResult } from '../../scan/scanResult';
import { fill, type ScanMessages } from './messages';
import { OtherFindings } from './OtherFindings';
import { PairsTable } from './PairsTable';
import { Summary, Verdicts } from './Verdicts';

const EXT: Record<ScanFormat, [string, string]> = {
  text: ['txt', 'text/plain'],
  json: ['json', 'application/json'],
  sarif: ['sarif', 'application/sarif+json'],
  junit: ['xml', 'application/xml'],
};

function download(r: ScanResult, f: ScanFormat) {
  const [ext, type] = EXT[f];
  const url = URL.createObjectURL(new Blob([renderScan(r, f)], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `nonroutable-scan.${ext}`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Verdicts first, then the pairs, then the rest; the same result the CLI would print, downloadable in its formats. */
interface Props {
  r: ScanResult;
  m: ScanMessages;
  onReplay: (id: string) => string | undefined;
  redact: boolean;
  onRedact: (v: boolean) => void;
}

export function ScanResults({ r, m, onReplay, redact, onRedact }: Props) {
  const ignored = Object.entries(r.inputs.ignored).map(([k, n]) => `${n} ${k}`);
  return (
    <section aria-label={m.resultsHeading} className="flex flex-col gap-3">
      <h3 className="sr-only">{m.resultsHeading}</h3>
      <Verdicts r={r} m={m} />
      <Summary r={r} m={m} />
      <p className="text-xs text-slate-700 dark:text-slate-300">
        {fill(m.inputsLine, {
          files: r.inputs.files.length,
          services: r.inputs.services,
          slices: r.inputs.endpointSlices,
          endpoints: r.inputs.endpoints,
          nodes: r.inputs.nodes,
        })}{' '}
        {ignored.length > 0 && fill(m.ignored, { list: ignored.join(', ') })}
      </p>
      <PairsTable pairs={r.exposure.pairs} m={m} onReplay={onReplay} />
      <OtherFindings r={r} m={m} />
      <div role="group" aria-label={m.downloadHeading} className="flex flex-wrap items-center gap-2 text-sm">
        <label className="mr-4 flex items-center gap-2">
          <input type="checkbox" checked={redact} onChange={(e) => onRedact(e.target.checked)} />
          {m.redact}
        </label>
        <span>{m.downloadHeading}:</span>
        {SCAN_FORMATS.map((f) => (
          <button
            key={f}
            type="button"
            onClick={() => download(r, f)}
            className="rounded border border-slate-400 px-2 py-0.5 text-xs uppercase hover:bg-slate-200 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            {f}
          </button>
        ))}
      </div>
    </section>
  );
}

import type { ReleaseRecord } from '../../model/trace';
import { useT } from '../i18n/useT';

/** One `backendRelease` call: which instances the key lookup removed, and which it kept. */
export function ReleaseDetail({ release: r }: { release: ReleaseRecord }) {
  const t = useT();
  const damage = r.collateral.length > 0;
  return (
    <p
      className={`rounded border-l-4 px-2 py-1 font-mono text-xs ${damage ? 'border-bad bg-bad/10' : 'border-ok bg-ok/10'}`}
    >
      backendRelease({r.backend}, {r.service}){r.shortcut ? ` [${t.release.shortcut}]` : ''} →{' '}
      {r.removed.length ? t.release.removed : t.release.removedNothing}{' '}
      {r.removed.map((x) => (
        <span key={x.service} className={x.service === r.service ? '' : 'font-bold text-bad-strong'}>
          {x.service === r.service
            ? x.service
            : `✗ ${x.service}${t.punct.open}${t.release.prefixMatch}${t.punct.close}`}{' '}
        </span>
      ))}
      {r.spared.map((s) => (
        <span key={s} className="font-bold text-ok-strong">
          · ✓ {s}
          {t.punct.open}
          {t.release.kept}
          {t.punct.close}{' '}
        </span>
      ))}
      {r.rowDeleted ? `· ${t.release.rowDeleted}` : ''}
    </p>
  );
}

import type { SourceLink } from '../../scenario/sources';
import { useT } from '../i18n/useT';

/** "Label: a · b · c" — links to upstream code, opening in a new tab. */
export function SourceLinks({ label, links }: { label: string; links: readonly SourceLink[] }) {
  const t = useT();
  return (
    <p className="text-xs">
      <span className="text-slate-600 dark:text-slate-400">
        {label}
        {t.punct.colon}
      </span>
      {links.map((l, i) => (
        <span key={l.href}>
          {i > 0 && ' · '}
          <a
            href={l.href}
            target="_blank"
            rel="noreferrer noopener"
            className="text-accent underline max-sm:inline-flex max-sm:min-h-[24px] max-sm:items-center dark:text-info"
          >
            {l.label}
          </a>
        </span>
      ))}
    </p>
  );
}

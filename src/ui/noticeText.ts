import { wordError, wordProblem, wordWholeProblem } from '../scenario/problems';
import type { AppNotice } from '../store/notices';
import type { Messages } from './i18n/en';
import { plural } from './i18n/plural';
import { fmt } from './i18n/useT';
import type { Lang } from '../store/appStore';

/** A notice in the reader's language, details included. */
export function noticeText(n: AppNotice, t: Messages, lang: Lang): string {
  switch (n.kind) {
    case 'linkError':
      return fmt(t.notices.linkError, { detail: wordWholeProblem(n.problem, t.problems) });
    case 'linkTrimmed': {
      const kept = [...new Set(n.kept.map((k) => t.notices.linkParts[k] ?? k))];
      return fmt(n.outcomeChecked ? t.notices.linkTrimmed : t.notices.linkTrimmedUnchecked, {
        detail: wordWholeProblem(n.problem, t.problems),
        kept: kept.join(t.notices.listSeparator),
      });
    }
    case 'outcomeMismatch':
      return fmt(t.notices.outcomeMismatch, { title: n.title, expected: n.expected, now: n.now });
    case 'fileError':
      return fmt(t.share.fileError, {
        name: n.name,
        error: n.errors
          .slice(0, 5)
          .map((e) => wordError(e, t.problems))
          .join(t.problems.separator),
      });
    case 'fileOpened':
      return fmt(t.share.loaded, { name: n.name });
    case 'draftsQuarantined':
      return plural(lang, t.notices.draftsQuarantined, n.count, {
        // A problem with the whole entry needs no path; one inside the draft says where.
        problem:
          n.first.path === '$'
            ? wordProblem(n.first.code, n.first.params, t.problems)
            : wordError(n.first, t.problems),
      });
    case 'text':
      return n.text;
    case 'simulationCancelled':
      return fmt(t.notices.simulationCancelled, { title: n.title, showing: n.showing });
    case 'simulationFailed':
      return fmt(t.notices.simulationFailed, { title: n.title, detail: n.detail, showing: n.showing });
  }
}

import type { Trace } from '../../model/trace';
import { resolveMoment, type MomentRef } from '../story/moment';
import type { LineMatch } from '../lineMatch';
import type { TalkBeatV1, TalkFocus, TalkV1 } from './types';

/** A talk that ships with the app: its beats name their moments; the catalogs hold captions and notes. */
export interface ShippedTalk {
  id: 'incident' | 'minimal';
  preset: string;
  targetMinutes: number;
  beats: {
    id: string;
    moment: MomentRef;
    view: TalkBeatV1['view'];
    focus: TalkFocus;
    /** The lines of the focused output that the beat's caption names. */
    lines?: LineMatch[];
  }[];
}

export const SHIPPED_TALKS: readonly ShippedTalk[] = [
  {
    id: 'incident',
    preset: 'tke-incident',
    targetMinutes: 20,
    beats: [
      { id: 'cluster', moment: { chapter: 'steady' }, view: 'buggy', focus: 'stage' },
      { id: 'curlOk', moment: { kind: 'connect' }, view: 'buggy', focus: 'stage' },
      { id: 'specChange', moment: { chapter: 'apiserverRestart' }, view: 'buggy', focus: 'stage' },
      { id: 'lease', moment: { kind: 'replicaStop', nth: 2 }, view: 'buggy', focus: 'stage' },
      { id: 'cleared', moment: { kind: 'sliceCleared', nth: 2 }, view: 'buggy', focus: 'stage' },
      { id: 'release', moment: { chapter: 'prefixRelease' }, view: 'buggy', focus: 'stage' },
      { id: 'keys', moment: { chapter: 'prefixRelease' }, view: 'buggy', focus: 'keyInspector' },
      // Once the restored slice has reached the BPF maps: every entry is back at count 1, the loss is hidden.
      {
        id: 'frozen',
        moment: { kind: 'bpfReconcile', after: 'sliceRestored' },
        view: 'buggy',
        focus: 'stage',
      },
      { id: 'trigger', moment: { chapter: 'victimRefreshed' }, view: 'buggy', focus: 'stage' },
      { id: 'emptied', moment: { chapter: 'bpfEmptied' }, view: 'buggy', focus: 'stage' },
      {
        id: 'eperm',
        moment: { kind: 'connect', failed: true },
        view: 'buggy',
        focus: 'output:curl',
        lines: [{ output: 'curl', match: 'Immediate connect fail for 10.15.1.8: Operation not permitted' }],
      },
      {
        id: 'bpfList',
        moment: { kind: 'connect', failed: true },
        view: 'buggy',
        focus: 'output:cilium bpf lb list',
        lines: [
          { output: 'cilium bpf lb list', match: '10.15.1.8:443/TCP (0)' },
          { output: 'cilium bpf lb list', match: '192.168.60.179:443/TCP (0)' },
          { output: 'cilium bpf lb list', match: '0.0.0.0:30965/TCP (0)' },
        ],
      },
      {
        id: 'crashloop',
        moment: { chapter: 'noRecovery' },
        view: 'buggy',
        focus: 'output:cilium-agent log',
        lines: [{ output: 'cilium-agent log', match: 'connect: operation not permitted' }],
      },
      { id: 'fix', moment: { chapter: 'prefixRelease' }, view: 'compare', focus: 'stage' },
      { id: 'fixedEnd', moment: { at: 175_000 }, view: 'compare', focus: 'stage' },
    ],
  },
  {
    id: 'minimal',
    preset: 'minimal-repro',
    targetMinutes: 8,
    beats: [
      { id: 'setup', moment: { chapter: 'steady' }, view: 'buggy', focus: 'stage' },
      { id: 'patch', moment: { chapter: 'sliceCleared' }, view: 'buggy', focus: 'stage' },
      { id: 'release', moment: { chapter: 'prefixRelease' }, view: 'buggy', focus: 'stage' },
      {
        id: 'stillWorks',
        moment: { kind: 'connect', nth: 2 },
        view: 'buggy',
        focus: 'output:curl',
        lines: [{ output: 'curl', match: 'HTTP/1.1 200 OK' }],
      },
      { id: 'annotate', moment: { chapter: 'victimRefreshed' }, view: 'buggy', focus: 'stage' },
      {
        id: 'emptied',
        moment: { chapter: 'bpfEmptied' },
        view: 'buggy',
        focus: 'output:cilium bpf lb list',
        lines: [{ output: 'cilium bpf lb list', match: '192.168.92.25:80/TCP (0)' }],
      },
      {
        id: 'eperm',
        moment: { kind: 'connect', failed: true },
        view: 'buggy',
        focus: 'output:curl',
        lines: [
          { output: 'curl', match: 'Immediate connect fail for 192.168.92.25: Operation not permitted' },
        ],
      },
      { id: 'fix', moment: { chapter: 'prefixRelease' }, view: 'compare', focus: 'keyInspector' },
    ],
  },
];

export function shippedTalkOf(presetId: string | null): ShippedTalk | undefined {
  return SHIPPED_TALKS.find((t) => t.preset === presetId);
}

/** Words for a shipped talk, from a catalog. */
export interface TalkWords {
  title: string;
  beats: Record<string, { caption: string; note: string }>;
}

/**
 * A shipped talk as plain data (what a file or link carries): each beat's moment resolved in the run it
 * shows (compare beats use the buggy run), captions and notes in one language.
 */
export function materializeTalk(
  talk: ShippedTalk,
  traces: { buggy: Trace; fixed: Trace },
  words: TalkWords,
): TalkV1 {
  return {
    title: words.title,
    targetMinutes: talk.targetMinutes,
    beats: talk.beats.map((b) => {
      const trace = b.view === 'fixed' ? traces.fixed : traces.buggy;
      const step = resolveMoment(trace, b.moment) ?? 0;
      const w = words.beats[b.id];
      return {
        at: trace.steps[step]!.at,
        step,
        view: b.view,
        focus: b.focus,
        caption: w?.caption ?? b.id,
        ...(w?.note ? { note: w.note } : {}),
        ...(b.lines ? { lines: b.lines } : {}),
      };
    }),
  };
}

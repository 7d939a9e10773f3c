import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../scenario/command/registry';
import type { Note } from '../../scenario/command/types';
import { validationError } from '../../scenario/problems';
import { en } from '../i18n/en';
import { englishRuns } from '../i18n/englishRuns';
import { zh } from '../i18n/zh';
import { formatEntry, formatNote } from './formatEntry';

const NOTES: Note[] = [
  { code: 'empty' },
  { code: 'quote' },
  { code: 'syntax', near: '|' },
  { code: 'unknownCommand', word: 'frob' },
  { code: 'notModelled', what: 'kubectl scale' },
  { code: 'notModelledField', what: 'kubectl patch service/a', field: 'spec.selector' },
  { code: 'unknownSub', command: 'kubectl rollout', word: 'status', known: ['restart'] },
  { code: 'missingSub', command: 'cilium bpf', known: ['lb'] },
  { code: 'unknownFlag', command: 'kubectl get', flag: '--frob' },
  { code: 'flagValue', command: 'kubectl get', flag: '-o' },
  { code: 'flagValue', command: 'kubectl get', flag: '-o', value: 'toml' },
  { code: 'flagValue', command: 'kubectl get', flag: '-o', value: 'toml', allowed: ['yaml', 'json'] },
  { code: 'missingArg', command: 'kubectl logs', arg: 'POD', usage: 'kubectl logs POD' },
  { code: 'extraArg', command: 'kubectl apply', value: 'x', usage: 'kubectl apply -f FILE' },
  { code: 'agentNotReady', pod: 'cilium-x7k2q', phase: 'starting', readyAt: 200 },
  { code: 'agentNotReady', pod: 'cilium-kddvm', phase: 'crashloop', readyAt: null },
  { code: 'settled', at: 1000, to: 1501 },
  { code: 'simulating', services: 2000 },
  { code: 'unchanged' },
  { code: 'imageNotModelled' },
  { code: 'invalidWrite', error: validationError('$.events[3].key', 'notAnnotationKey', { value: '"-x"' }) },
  { code: 'chainStopped' },
  { code: 'writeInSubstitution', command: 'kubectl annotate svc a b=c' },
  { code: 'yamlSaved', file: 'test.yaml' },
  { code: 'help', topic: { kind: 'command', path: ['kubectl', 'get'] } },
];

describe('the Command box’s notes, in each language', () => {
  it('every kind of note is worded in English and in 中文, with its parts as typed', () => {
    for (const n of NOTES) {
      const e = formatNote(n, en, 'en');
      const z = formatNote(n, zh, 'zh');
      expect(e, n.code).not.toBe('');
      expect(z, n.code).toMatch(/[\u4e00-\u9fff]/);
      const parts = Object.entries(n).filter(
        ([k, v]) => typeof v === 'string' && k !== 'code' && k !== 'phase',
      );
      for (const [, part] of parts as [string, string][]) expect(`${e}\n${z}`, n.code).toContain(part);
    }
    expect(formatNote(NOTES[14]!, en, 'en')).toBe(
      'The agent on cilium-x7k2q is not running at the playhead: its config init container is still trying to reach the apiserver. It is up at t\u00a0=\u00a00.200\u00a0s: move the playhead there and run the command again.',
    );
    expect(formatNote(NOTES[15]!, zh, 'zh')).toBe(
      '播放头时刻 cilium-kddvm 上的 agent 没有在运行：它的 Pod 处于 CrashLoopBackOff。在这次运行中它不会再就绪。',
    );
  });

  it('an entry is marked as an error when a note refuses; a settled note is not one', () => {
    expect(formatEntry({ line: 'x', notes: [NOTES[3]!], exit: 2 }, en, 'en').error).toBe(true);
    expect(formatEntry({ line: 'x', output: 'ok', notes: [NOTES[16]!], exit: 0 }, en, 'en')).toEqual({
      line: 'x',
      output: 'ok',
      note: 'The change is an event at t\u00a0=\u00a01\u00a0s: both keys were re-simulated and the playhead moved to t\u00a0=\u00a01.501\u00a0s, after the agent’s next flush and BPF programming.',
    });
  });

  it('every declaration’s 中文 help reads as Chinese (no English phrase outside code and quotes)', () => {
    const texts = COMMANDS.commands.flatMap((d) => [d.summary.zh, ...d.flags.map((f) => f.help.zh)]);
    expect(texts.flatMap((t) => englishRuns(t).map((r) => `${t}: ${r}`))).toEqual([]);
    const help = formatNote({ code: 'help', topic: { kind: 'all' } }, zh, 'zh');
    expect(help).toContain(zh.command.helpWords.groups.read);
  });
});

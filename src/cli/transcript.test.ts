// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../store/appStore';
import { runLine } from '../ui/command/useCommandRunner';
import { en } from '../ui/i18n/en';
import { cmdRun, entryText } from './transcriptCommand';
import { commandDoc, commandHelp } from './usage';

const FILE = join(process.cwd(), 'src/scenario/command/transcripts/writeup-reproduction.txt');
const TEXT = readFileSync(FILE, 'utf8');
const initial = useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));

type Json = { line: string; output: string | null; notes: string[]; note: string | null; exit: number }[];
const cli = async (mode: 'buggy' | 'fixed') =>
  JSON.parse(await cmdRun([FILE, '--mode', mode, '--format', 'json'], () => '')) as Json;

describe('npm run cli -- run: the write-up’s reproduction', () => {
  it('prints what the app’s Command box prints for the same lines, key by key', async () => {
    for (const mode of ['buggy', 'fixed'] as const) {
      useAppStore.setState(initial, true);
      useAppStore.getState().loadPreset('empty-cluster');
      useAppStore.getState().setView(mode);
      const app = await runLine(TEXT, en);
      const printed = await cli(mode);
      expect(printed.map((e) => e.line)).toEqual(app.entries.map((e) => e.line));
      expect(printed.map((e) => e.output ?? undefined)).toEqual(app.entries.map((e) => e.output));
      expect(printed.map((e) => e.note ?? undefined)).toEqual(app.entries.map((e) => e.note));
      // Nothing refused: every line of the write-up runs as typed.
      expect(printed.flatMap((e) => e.notes).filter((c) => c !== 'settled')).toEqual([]);
    }
  });

  it('ends with the victim at count 0 under the buggy key, and 1.1.1.1:80 kept under the fixed key', async () => {
    const ip = /grep (192\.168\.\d+\.\d+)\n$/.exec(TEXT)![1]!;
    const buggy = (await cli('buggy')).at(-1)!;
    expect(buggy.output).toMatch(
      new RegExp(
        `^${ip.replace(/\./g, '\\.')}:80/TCP \\(0\\)\\s+0\\.0\\.0\\.0:0 \\(\\d+\\) \\(0\\) \\[ClusterIP, non-routable\\]$`,
      ),
    );
    const fixed = (await cli('fixed')).at(-1)!;
    expect(fixed.output).toContain(`${ip}:80/TCP (1)    1.1.1.1:80/TCP`);
    // After the slice patch test-extended still had its backend, after the Service patch it had none (buggy).
    const frontends = (await cli('buggy'))
      .filter((e) => e.line.includes('db/show frontends'))
      .map((e) => e.output!);
    expect(frontends.map((o) => /default\/test-extended\s+(\S+)/.exec(o)![1])).toEqual([
      '1.1.1.1:80/TCP',
      '1.1.1.1:80/TCP',
      'Done',
    ]);
  });

  it('text format: `$ ` before each line (`> ` before continuation lines), the output, `# ` before notes; stdin and errors', async () => {
    const text = await cmdRun(
      ['-', '--scenario', 'tke-incident', '--at', '8000'],
      () => '$ kubectl get svc nope\nfrob\n',
    );
    expect(text).toBe(
      [
        '$ kubectl get svc nope',
        'Error from server (NotFound): services "nope" not found',
        '',
        '$ frob',
        '# “frob” is not a command here. The model speaks kubectl, cilium, helm, curl and a few shell tools (grep, head, tail, wc, sort, cat, ls): type help.',
      ].join('\n'),
    );
    expect(entryText({ line: 'cat <<EOF\nx\nEOF', notes: [], exit: 0 })).toBe('$ cat <<EOF\n> x\n> EOF');
    await expect(cmdRun([FILE, '--mode', 'sideways'], () => '')).rejects.toThrow(
      '--mode must be buggy or fixed',
    );
    await expect(cmdRun([FILE, '--format', 'xml'], () => '')).rejects.toThrow(
      '--format must be text or json',
    );
    await expect(cmdRun([], () => '')).rejects.toThrow('run takes one transcript file');
    await expect(cmdRun(['/nope/x.txt'], () => '')).rejects.toThrow('"/nope/x.txt" cannot be read');
    expect(commandHelp(commandDoc('run')!)).toContain('usage: nonroutable run <transcript|->');
  });
});

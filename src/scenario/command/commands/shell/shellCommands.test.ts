import { describe, expect, it } from 'vitest';
import { commandSession } from '../../../../testing/commandSession';

const LINES = 'printf-free\nalpha\nBeta\ngamma\nalpha\ndelta';
/** A session with f.txt holding LINES (written through a here-document, as a reader would). */
async function withFile() {
  const s = commandSession('empty-cluster');
  await s.run(`cat <<'EOF' > f.txt\n${LINES}\nEOF`);
  return s;
}

describe('grep', () => {
  it('-v -i -E -F -c -n -w -A -B, on the pipe or on files; its status is 0 (a match), 1 (none), 2 (an error)', async () => {
    const s = await withFile();
    expect(await s.out('cat f.txt | grep alpha')).toBe('alpha\nalpha');
    expect(await s.out('grep -i beta f.txt')).toBe('Beta');
    expect(await s.out('grep -v a f.txt')).toBe('printf-free');
    expect(await s.out("grep -E 'gam|del' f.txt")).toBe('gamma\ndelta');
    expect(await s.out("grep 'gam\\|del' f.txt")).toBe('gamma\ndelta');
    expect(await s.out("grep -F 'a|b' f.txt")).toBe('');
    expect(await s.out('grep -c alpha f.txt')).toBe('2');
    expect(await s.out('grep -n gamma f.txt')).toBe('4:gamma');
    expect(await s.out('grep -w free f.txt')).toBe('printf-free');
    expect(await s.out('grep -A 1 Beta f.txt')).toBe('Beta\ngamma');
    expect(await s.out('grep -B 1 Beta f.txt')).toBe('alpha\nBeta');
    expect((await s.one('grep zzz f.txt')).exit).toBe(1);
    expect(await s.one('grep a nope.txt')).toMatchObject({
      output: 'grep: nope.txt: No such file or directory',
      exit: 2,
    });
    expect(await s.one("grep -E '(' f.txt")).toMatchObject({ exit: 2 });
  });
});

describe('head, tail, wc, sort, uniq', () => {
  it('head and tail: -n N, -N, tail -n +N, head -n -N; 10 lines by default', async () => {
    const s = await withFile();
    expect(await s.out('head -n 2 f.txt')).toBe('printf-free\nalpha');
    expect(await s.out('cat f.txt | head -2')).toBe('printf-free\nalpha');
    expect(await s.out('tail -n 2 f.txt')).toBe('alpha\ndelta');
    expect(await s.out('tail -1 f.txt')).toBe('delta');
    expect(await s.out('tail -n +5 f.txt')).toBe('alpha\ndelta');
    expect(await s.out('head -n -4 f.txt')).toBe('printf-free\nalpha');
    expect(await s.out('head f.txt')).toBe(LINES);
    expect(await s.out('head -n x f.txt')).toBe('head: invalid number of lines: ‘x’');
  });

  it('wc -l counts the lines printed; sort [-r -n -u]; uniq [-c] drops adjacent repeats', async () => {
    const s = await withFile();
    expect(await s.out('cat f.txt | wc -l')).toBe('6');
    expect(await s.out('wc -l f.txt')).toBe('6 f.txt');
    expect(await s.out('echo one two | wc -w')).toBe('2');
    expect(await s.out('sort f.txt')).toBe('Beta\nalpha\nalpha\ndelta\ngamma\nprintf-free');
    expect(await s.out('sort -r -u f.txt')).toBe('printf-free\ngamma\ndelta\nalpha\nBeta');
    expect(await s.out('sort f.txt | uniq -c')).toBe(
      ['      1 Beta', '      2 alpha', '      1 delta', '      1 gamma', '      1 printf-free'].join('\n'),
    );
    // A quote left open goes on to the next line, as in a terminal.
    expect(await s.out("echo '10\n9' | sort -n")).toBe('9\n10');
  });
});

describe('files of the session: cat, echo, ls, rm, touch, date', () => {
  it('write, list, read and remove files; errors as the tools print them', async () => {
    const s = commandSession('empty-cluster', 'buggy', 0);
    await s.run('echo hello > a.txt\ntouch b.txt\necho more >> a.txt');
    expect(await s.out('ls')).toBe('a.txt\nb.txt');
    expect(await s.out('ls -l')).toBe(
      'total 8\n-rw-r--r-- 1 root root    11 Jan  8 11:10 a.txt\n-rw-r--r-- 1 root root     0 Jan  8 11:10 b.txt',
    );
    expect(await s.out('cat ./a.txt')).toBe('hello\nmore');
    expect(await s.out('cat -n a.txt')).toBe('     1\thello\n     2\tmore');
    expect(await s.out('cat nope')).toBe('cat: nope: No such file or directory');
    expect(await s.out('rm a.txt nope')).toBe("rm: cannot remove 'nope': No such file or directory");
    expect(await s.out('rm -f nope && ls')).toBe('b.txt');
    expect(await s.out('date')).toBe('Thu Jan  8 11:10:00 UTC 2026');
    expect(await s.out('date +%Y-%m-%dT%H:%M:%S')).toBe('2026-01-08T11:10:00');
    expect(await s.out('date +%s')).toBe(String(Date.UTC(2026, 0, 8, 11, 10) / 1000));
  });
});

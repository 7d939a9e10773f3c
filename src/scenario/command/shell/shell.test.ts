import { describe, expect, it } from 'vitest';
import type { ExpandEnv } from './expand';
import { lexLine } from './lexLine';
import { splitScript } from './splitScript';

/** Substitutions echo their command in brackets (blanks as _); $X is "x", $EMPTY is empty, $? is 0. */
const env: ExpandEnv = {
  substitute: (c) =>
    c.startsWith('fail')
      ? { ok: false, note: { code: 'notModelled', what: c } }
      : { ok: true, text: `[${c.replace(/ /g, '_')}]\n\n` },
  variable: (n) => ({ X: 'x', EMPTY: '', '?': '0', SPACED: 'a  b' })[n],
};
const lex = (line: string, heredocs: { body: string; quoted: boolean; delimiter: string }[] = []) =>
  lexLine({ line, heredocs }, env);
const argvs = (line: string) => {
  const r = lex(line);
  if (!r.ok) throw new Error(JSON.stringify(r.note));
  return r.list.pipelines.map((p) => p.map((c) => c.argv));
};

describe('splitScript: commands of a paste or a transcript', () => {
  it('strips `$ ` prompts, skips blank and # lines, keeps the lines as typed', () => {
    const units = splitScript('# a comment\n\n$ kubectl get svc\n  \n$ echo hi # trailing\n');
    expect(units.map((u) => [u.text, u.line])).toEqual([
      ['kubectl get svc', 'kubectl get svc'],
      ['echo hi # trailing', 'echo hi # trailing'],
    ]);
  });

  it('a here-document takes the lines up to its delimiter (quoted or not, <<- strips tabs); the entry shows them all', () => {
    const [u, next] = splitScript("cat <<'EOF' > a.yaml\nkind: Service\n  x: 1\nEOF\necho done");
    expect(u).toEqual({
      text: "cat <<'EOF' > a.yaml\nkind: Service\n  x: 1\nEOF",
      line: "cat <<'EOF' > a.yaml",
      heredocs: [{ body: 'kind: Service\n  x: 1\n', quoted: true, delimiter: 'EOF' }],
    });
    expect(next!.line).toBe('echo done');
    expect(splitScript('cat <<-END\n\t\ta\n\tEND')[0]!.heredocs).toEqual([
      { body: 'a\n', quoted: false, delimiter: 'END' },
    ]);
    // A delimiter pasted with trailing blanks still ends it.
    expect(splitScript('cat <<EOF\nx\nEOF  \necho y').map((x) => x.line)).toEqual(['cat <<EOF', 'echo y']);
  });

  it('an open here-document or quote is incomplete (typing goes on); a backslash-newline joins lines', () => {
    expect(splitScript("cat <<'EOF' > a\nline")[0]!.incomplete).toBe('heredoc');
    expect(splitScript(`kubectl patch svc a -p '{"a":\n1}'`)[0]).toMatchObject({
      line: `kubectl patch svc a -p '{"a":\n1}'`,
    });
    expect(splitScript(`echo 'open`)[0]!.incomplete).toBe('quote');
    expect(splitScript('kubectl get \\\n  svc')[0]).toMatchObject({
      line: 'kubectl get   svc',
      text: 'kubectl get \\\n  svc',
    });
    // `<<` inside quotes is no here-document; `<<<` is a here-string.
    expect(splitScript("echo '<<EOF'\necho b").length).toBe(2);
    expect(splitScript('grep a <<< "a b"\necho b').length).toBe(2);
  });
});

describe('lexLine: words, expansions, operators', () => {
  it('quotes group; single quotes are literal; double quotes expand $; a backslash escapes', () => {
    expect(argvs(`echo 'a b' "c $X" d\\ e '$X' ""`)).toEqual([[['echo', 'a b', 'c x', 'd e', '$X', '']]]);
  });

  it('the write-up’s quoting: "…"\'$(date +%s)\'"…" glues the substitution into one word', () => {
    const line = `kubectl -n default patch service test-extended -p '{"metadata": {"annotations": {"test": "'$(date +%s)'"}}}'`;
    expect(argvs(line)[0]![0]).toEqual([
      'kubectl',
      '-n',
      'default',
      'patch',
      'service',
      'test-extended',
      '-p',
      '{"metadata": {"annotations": {"test": "[date_+%s]"}}}',
    ]);
    // Backquotes too; trailing newlines of the output are dropped.
    expect(argvs('echo `date +%s`x')).toEqual([[['echo', '[date_+%s]x']]]);
  });

  it('an unquoted expansion splits on blanks; an empty one disappears; in quotes it stays one word', () => {
    expect(argvs('echo $SPACED $EMPTY "$SPACED" ${X}y $? $')).toEqual([
      [['echo', 'a', 'b', 'a  b', 'xy', '0', '$']],
    ]);
  });

  it('pipes, &&, || and ; make pipelines and connectors; # starts a comment', () => {
    const r = lex('a | b x && c || d ; e # f | g');
    expect(r.ok && r.list).toMatchObject({
      pipelines: [
        [
          { argv: ['a'], source: 'a' },
          { argv: ['b', 'x'], source: 'b x' },
        ],
        [{ argv: ['c'] }],
        [{ argv: ['d'] }],
        [{ argv: ['e'] }],
      ],
      connectors: ['&&', '||', ';'],
    });
    expect(argvs('a;')).toEqual([[['a']]]);
  });

  it('redirections: > >> < 2> 2>&1 &>, a here-document (expanded unless quoted) and a here-string', () => {
    const r = lex('cat <in >out 2>/dev/null >>log 2>&1', []);
    expect(r.ok && r.list.pipelines[0]![0]!.redirects).toEqual([
      { fd: 0, op: '<', target: 'in' },
      { fd: 1, op: '>', target: 'out' },
      { fd: 2, op: '>', target: '/dev/null' },
      { fd: 1, op: '>>', target: 'log' },
      { fd: 2, op: '>&', target: '1' },
    ]);
    const body = 'a $X $(date) "q"\n';
    const quoted = lex("cat <<'EOF' > f", [{ body, quoted: true, delimiter: 'EOF' }]);
    const open = lex('cat <<EOF > f', [{ body, quoted: false, delimiter: 'EOF' }]);
    expect(quoted.ok && quoted.list.pipelines[0]![0]!.redirects[0]).toEqual({
      fd: 0,
      op: '<<',
      target: body,
    });
    expect(open.ok && open.list.pipelines[0]![0]!.redirects[0]).toEqual({
      fd: 0,
      op: '<<',
      target: 'a x [date] "q"\n',
    });
    const hs = lex('grep a <<< "a b"');
    expect(hs.ok && hs.list.pipelines[0]![0]!.redirects[0]).toEqual({ fd: 0, op: '<<<', target: 'a b\n' });
    // A digit inside a word is not a file descriptor.
    expect(argvs('echo a2>b')).toEqual([[['echo', 'a2']]]);
  });

  it('refusals name what was wrong: an open quote, a dangling operator, a background job, a failed substitution', () => {
    const note = (line: string) => {
      const r = lex(line);
      return r.ok ? null : r.note;
    };
    expect(note(`echo 'a`)).toEqual({ code: 'quote' });
    expect(note('echo "a $(b')).toEqual({ code: 'quote' });
    expect(note('a |')).toEqual({ code: 'syntax', near: '|' });
    expect(note('| a')).toEqual({ code: 'syntax', near: '|' });
    expect(note('a &&')).toEqual({ code: 'syntax', near: '&&' });
    expect(note('a >')).toEqual({ code: 'syntax', near: '>' });
    expect(note('sleep 1 &')).toEqual({ code: 'notModelled', what: '&' });
    expect(note('echo $(fail x)')).toEqual({ code: 'notModelled', what: 'fail x' });
    expect(note('echo $((1+1))')).toEqual({ code: 'notModelled', what: '$((…))' });
    expect(note('  ')).toEqual({ code: 'empty' });
  });
});

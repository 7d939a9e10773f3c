import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commandSession } from '../../../testing/commandSession';
import { getPreset } from '../../presets';
import { runScenario } from '../../run';
import { completeLine } from '../complete';
import type { CommandDecl, FlagDecl } from '../decl';
import { findCommand, flagSpelling, renderHelp, type HelpWords } from '../help';
import { parseArgv } from '../parseArgv';
import { COMMANDS } from '../registry';
import { lexLine } from '../shell/lexLine';
import { REFUSALS } from '../types';
import { EMPTY_WORKSPACE } from '../workspace';

const ENV = { substitute: () => ({ ok: true as const, text: '1' }), variable: () => '' };

const WORDS: HelpWords = {
  groups: { read: 'R', write: 'W', files: 'F', text: 'T', app: 'A' },
  options: 'Options:',
  programOptions: 'Program options:',
  examples: 'Examples:',
  notModelled: 'Not modelled:',
  unknown: 'unknown {words}',
  footer: 'footer',
};
const name = (d: CommandDecl) => d.path.join(' ');
const WRITEUP_YAML = `apiVersion: v1\nkind: Service\nmetadata:\n  name: test\nspec:\n  ports:\n  - port: 80\n---\napiVersion: v1\nkind: Service\nmetadata:\n  name: test-extended\nspec:\n  ports:\n  - port: 80\n---\napiVersion: discovery.k8s.io/v1\nkind: EndpointSlice\nmetadata:\n  name: test\n  labels:\n    kubernetes.io/service-name: test\nendpoints:\n- addresses: [1.1.1.1]\nports:\n- port: 80\n`;

/** The incident cluster at 8 s (agents up), with the write-up's objects applied and two files in the session. */
async function prepared() {
  const s = commandSession('tke-incident', 'buggy', 8000);
  await s.run(
    `cat <<'EOF' > test.yaml\n${WRITEUP_YAML}EOF\nkubectl apply -f test.yaml\necho 'kind: Service' > web.yaml`,
  );
  await s.run(
    "cat <<'EOF' > web.yaml\napiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  ports:\n  - port: 80\nEOF",
  );
  return s;
}

describe('every declaration', () => {
  it('has a unique path, a synopsis that starts with it, and help in both languages for it and each option', () => {
    const paths = COMMANDS.commands.map(name);
    expect(new Set(paths).size).toBe(paths.length);
    for (const d of COMMANDS.commands) {
      expect(d.synopsis.startsWith(d.path[0]!), name(d)).toBe(true);
      for (const t of [d.summary, ...d.flags.map((f) => f.help)]) {
        expect(t.en.trim(), name(d)).not.toBe('');
        expect(t.zh, name(d)).toMatch(/[\u4e00-\u9fff]/);
      }
      expect(d.examples.length, name(d)).toBeGreaterThan(0);
    }
  });

  for (const d of COMMANDS.commands) {
    it(`${name(d)}: its examples parse to it and run as typed (no refusal, exit 0)`, async () => {
      for (const ex of d.examples) {
        const s = await prepared();
        const e = await s.one(ex);
        expect(
          e.notes.filter((n) => REFUSALS.has(n.code)),
          ex,
        ).toEqual([]);
        expect(e.exit, `${ex}\n${e.output ?? ''}`).toBe(0);
        // One of the example's commands is this declaration.
        const lexed = lexLine(
          { line: ex.split('\n')[0]!, heredocs: [{ body: '', quoted: true, delimiter: 'EOF' }] },
          ENV,
        );
        const decls = lexed.ok
          ? lexed.list.pipelines.flat().map((c) => {
              const p = parseArgv(c.argv, COMMANDS);
              return p.ok === true ? p.decl : p.ok === 'help' ? findCommand(['help']) : undefined;
            })
          : [];
        expect(decls, ex).toContain(d);
      }
    });

    it(`${name(d)}: help shows its synopsis, summary, every option and example, in English and 中文`, () => {
      expect(findCommand(d.path)).toBe(d);
      for (const lang of ['en', 'zh'] as const) {
        const text = renderHelp({ kind: 'command', path: d.path }, lang, WORDS);
        expect(text).toContain(d.synopsis);
        expect(text).toContain(d.summary[lang]);
        for (const f of d.flags) expect(text).toContain(`${flagSpelling(f)}`);
        for (const f of d.flags) expect(text).toContain(f.help[lang]);
        for (const ex of d.examples) expect(text).toContain(ex.split('\n')[0]);
      }
      // `CMD --help` asks for the same page, unless the command has an -h of its own.
      expect(parseArgv([...d.path, '--help'], COMMANDS)).toEqual({
        ok: 'help',
        topic: { kind: 'command', path: d.path },
      });
    });
  }

  it('help lists every command under its group, and a program’s help its commands and what it does not model', () => {
    const all = renderHelp({ kind: 'all' }, 'en', WORDS);
    for (const d of COMMANDS.commands) expect(all).toContain(d.synopsis);
    const kubectl = renderHelp({ kind: 'program', program: 'kubectl' }, 'zh', WORDS);
    expect(kubectl).toContain('kubectl get');
    expect(kubectl).toContain('Not modelled: scale');
    expect(renderHelp({ kind: 'command', path: ['get'] }, 'en', WORDS)).toContain('kubectl get');
    expect(renderHelp({ kind: 'command', path: ['nope'] }, 'en', WORDS)).toBe('unknown nope');
  });
});

/** A value a flag accepts, for a generated line. */
const sample = (f: FlagDecl) => f.values?.[0] ?? (f.kind === 'int' ? '3' : 'x');

describe('property: every declared command parses its own usage line and completes to it', () => {
  const state = runScenario(getPreset('tke-incident')!.scenario, 'buggy');
  const base = { state: state.steps[40]!.state, trace: state, files: EMPTY_WORKSPACE };

  it('path + arguments + any of its options, in any order, parse to the declaration', () => {
    const decls = fc.constantFrom(...COMMANDS.commands);
    fc.assert(
      fc.property(
        decls.chain((d) => fc.tuple(fc.constant(d), fc.subarray([...d.flags]), fc.boolean(), fc.nat(4))),
        ([d, flags, attached, at]) => {
          const args = d.args
            .filter((a) => !a.optional)
            .map((a) => a.name.toLowerCase().replace(/[^a-z0-9./-]/g, '') || 'x');
          const opts = flags.flatMap((f) => {
            const long = f.long.length > 1 ? `--${f.long}` : `-${f.long}`;
            if (f.kind === 'bool') return [long];
            return attached ? [`${long}=${sample(f)}`] : [long, sample(f)];
          });
          const words = [...args];
          words.splice(Math.min(at, words.length), 0, ...opts);
          const p = parseArgv([...d.path, ...words], COMMANDS);
          expect(p.ok, `${[...d.path, ...words].join(' ')} ${JSON.stringify(p)}`).toBe(true);
          if (p.ok === true) {
            expect(p.decl).toBe(d);
            for (const f of flags) expect(p.parsed.flags[f.long], f.long).toBeDefined();
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('each word of its path completes from its first letter, and each option from its first letters', () => {
    for (const d of COMMANDS.commands) {
      for (let k = 0; k < d.path.length; k++) {
        const typed = [...d.path.slice(0, k), d.path[k]!.slice(0, 1)].join(' ');
        const r = completeLine(typed, base);
        const offered = r.candidates.length ? r.candidates : [r.line.trim().split(' ').at(-1)!];
        expect(offered, `${name(d)} from "${typed}"`).toContain(d.path[k]);
      }
      for (const f of d.flags) {
        const long = `--${f.long}`;
        const r = completeLine(`${d.path.join(' ')} ${long.slice(0, 3)}`, base);
        const offered = r.candidates.length ? r.candidates : [r.line.trim().split(' ').at(-1)!];
        expect(offered, `${name(d)} ${long}`).toContain(long);
      }
    }
  });
});

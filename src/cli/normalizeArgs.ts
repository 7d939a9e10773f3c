import { CliError } from './cliErrors';
import type { CommandDoc } from './usage';

/** A command's words with the flags every command shares taken out, and its short flags spelled out. */
export interface Normalized {
  args: string[];
  help: boolean;
  /** `--output-file FILE`: stdout goes to this file. */
  outputFile?: string;
  /** `--exit-zero`: findings do not fail the job (commands whose exit code reports findings). */
  exitZero: boolean;
}

/**
 * Spells out `doc`'s short flags (`-o json`, `-ojson` → `--format=json`; `--output` is `-o`'s long name too) and
 * takes out `-h/--help`, `--output-file` and `--exit-zero`. Words after `--` stay as they are; `-` stays
 * (standard input). A short flag the command does not have is left for its parser to refuse.
 */
export function normalizeArgs(doc: CommandDoc, words: readonly string[]): Normalized {
  const out: Normalized = { args: [], help: false, exitZero: false };
  const outputLong = doc.short.o;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === '--') {
      out.args.push(...words.slice(i));
      break;
    }
    if (w === '-h' || w === '--help') out.help = true;
    else if (w === '--exit-zero' && doc.findings) out.exitZero = true;
    else if (w === '--output-file' || w.startsWith('--output-file=')) {
      const v = w.includes('=') ? w.slice(w.indexOf('=') + 1) : words[++i];
      if (!v) throw new CliError('--output-file needs a file name');
      out.outputFile = v;
    } else if (outputLong && (w === '--output' || w.startsWith('--output=')))
      out.args.push(`--${outputLong}${w.slice('--output'.length)}`);
    else if (/^-[A-Za-z]/.test(w) && doc.short[w[1]!]) {
      const long = `--${doc.short[w[1]!]}`;
      out.args.push(w.length > 2 ? `${long}=${w.slice(w[2] === '=' ? 3 : 2)}` : long);
    } else out.args.push(w);
  }
  return out;
}

/**
 * A line of a command output to highlight: the output's name (its command, as the terminals title it) and a
 * fragment of the line's text. Tour stops and talk beats name the lines their words point at this way.
 */
export interface LineMatch {
  output: string;
  match: string;
}

/** The fragments that `matches` highlight in the output named `output`. */
export const fragmentsFor = (matches: readonly LineMatch[] | undefined, output: string): string[] =>
  (matches ?? []).filter((l) => l.output === output).map((l) => l.match);

/** Whether a line of an output is one of those fragments' lines. */
export const lineMatches = (text: string, fragments: readonly string[]): boolean =>
  fragments.some((f) => f.length > 0 && text.includes(f));

/**
 * Terms Chinese technical writing keeps in English (names of programs, tables and maps). Anything else in
 * a zh string that reads as three or more English words in a row is an untranslated phrase.
 */
const KEPT = [/BPF LB map/g, /kube-proxy replacement/g, /Key inspector/gi];

/**
 * Runs of three or more English words in a string, ignoring `code` spans, quoted text (“…”, "…") and
 * the kept terms: what a 中文 reader would see as untranslated prose.
 */
export function englishRuns(text: string): string[] {
  let s = text.replace(/`[^`]*`/g, ' ').replace(/“[^”]*”|"[^"]*"/g, ' ');
  for (const k of KEPT) s = s.replace(k, ' ');
  return s.match(/[A-Za-z][A-Za-z'’-]*(?:[ \t]+[A-Za-z][A-Za-z'’-]*){2,}/g) ?? [];
}

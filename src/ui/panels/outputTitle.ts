import type { Messages } from '../i18n/en';

/**
 * What an output is called on screen in the reader's language. Most outputs are named after their command,
 * which reads the same in every language (shown as code); a log has a name that is words, translated.
 */
export function outputTitle(t: Messages, name: string): { text: string; command: boolean } {
  const words = t.terminal.names[name];
  return words ? { text: words, command: false } : { text: name, command: !/ log$/.test(name) };
}

/** What a text file holds, decided from its content (file names are unreliable outside a sysdump). */
export type TextKind = 'bpf lb list' | 'service list' | 'version' | 'agent log' | 'json' | 'yaml';

/** Bugtool writes command outputs as Markdown: `# <command>` and the output in a fenced block. */
export function unwrapMarkdown(text: string): string {
  if (!/^#\s/.test(text)) return text;
  const a = text.indexOf('```');
  const b = text.lastIndexOf('```');
  return a !== -1 && b > a ? text.slice(text.indexOf('\n', a) + 1, b) : text;
}

export function sniff(text: string): TextKind {
  const head = text.slice(0, 4096);
  if (/^\s*SERVICE ADDRESS\s+BACKEND ADDRESS/m.test(head)) return 'bpf lb list';
  if (/^\s*ID\s+Frontend\s+Service Type\s+Backend/m.test(head)) return 'service list';
  if (/^(Client|Daemon): v?\d+\.\d+/m.test(head) || /^Cilium:\s+\w+\s+v?\d+\.\d+/m.test(head))
    return 'version';
  const first = head.trimStart();
  if (first.startsWith('{') || first.startsWith('[')) return 'json';
  // slog/logrus agent lines: `time=2026-01-08T11:10:00Z level=info msg=…` or `level=info msg=…`.
  if (/^(time="?\d{4}-\d\d-\d\d|level=\w+ msg=|\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\S*\s+(level=)?\w+)/m.test(head))
    return 'agent log';
  return 'yaml';
}

/** The Cilium version printed by `cilium-dbg version` (the Daemon line) or `cilium-dbg status`. */
export function versionFromOutput(text: string): string | undefined {
  return (
    /^Daemon:\s+(v?\d+\.\d+\.\d+\S*(?: [0-9a-f]{6,40})?)/m.exec(text)?.[1] ??
    /^Cilium:\s+\w+\s+(v?\d+\.\d+\.\d+\S*)/m.exec(text)?.[1] ??
    /^Client:\s+(v?\d+\.\d+\.\d+\S*(?: [0-9a-f]{6,40})?)/m.exec(text)?.[1]
  );
}

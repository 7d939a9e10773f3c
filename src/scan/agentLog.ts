import type { LogHit, SourceRef } from './dump';

/** Kept per log; the count of matching lines is always exact. */
const MAX_HITS = 1000;
const ADDR = /(?:\[([0-9a-fA-F:.]+)\]|(\d{1,3}(?:\.\d{1,3}){3})):(\d{1,5})\b/g;

export interface LogScan {
  hits: LogHit[];
  lines: number;
  /** The agent's start banner (`Cilium 1.18.6 7d4d8932 …`), a version source. */
  version?: { raw: string; line: number };
}

/**
 * Finds agent log lines reporting `operation not permitted` (what a connect to a Service whose BPF entry has
 * count 0 returns on kernels without `bpf_set_retval`), with every address they mention.
 */
export function scanAgentLog(text: string, src: SourceRef): LogScan {
  const hits: LogHit[] = [];
  let version: LogScan['version'];
  let line = 0;
  let start = 0;
  // Walks the text by newlines instead of split(): agent logs can be hundreds of MB.
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    line++;
    const l = text.slice(start, end);
    if (!version) {
      const v = /msg="?Cilium (v?\d+\.\d+\.\d+[-\w.]*)(?: ([0-9a-f]{6,40}))?/.exec(l);
      if (v) version = { raw: v[2] ? `${v[1]} ${v[2]}` : v[1]!, line };
    }
    if (/operation not permitted/i.test(l) && hits.length < MAX_HITS) {
      const addresses = [...l.matchAll(ADDR)].map((m) => (m[1] ? `[${m[1]}]:${m[3]}` : `${m[2]}:${m[3]}`));
      if (addresses.length) hits.push({ addresses, text: l.slice(0, 400), source: { file: src.file, line } });
    }
    start = end + 1;
  }
  return { hits, lines: line, ...(version ? { version } : {}) };
}

/** A caption on screen from `start` to `end` (ms of video time). */
export interface Cue {
  start: number;
  end: number;
  /** An optional first line (the chapter), then the text. */
  heading?: string;
  text: string;
}

/** Consecutive frames with the same words become one cue. */
export function cuesOf(frames: { heading?: string; text: string }[], fps: number): Cue[] {
  const cues: Cue[] = [];
  frames.forEach((f, k) => {
    const last = cues[cues.length - 1];
    const t = (k * 1000) / fps;
    if (last && last.text === f.text && last.heading === f.heading) last.end = t + 1000 / fps;
    else
      cues.push({
        start: t,
        end: t + 1000 / fps,
        text: f.text,
        ...(f.heading ? { heading: f.heading } : {}),
      });
  });
  return cues.filter((c) => c.text.trim());
}

/** 83456.3 → "00:01:23.456". */
export function vttTime(ms: number): string {
  const t = Math.round(ms);
  const h = Math.floor(t / 3_600_000);
  const m = Math.floor((t % 3_600_000) / 60_000);
  const s = Math.floor((t % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(t % 1000, 3)}`;
}

// Cue text must not contain "-->" or a blank line, and &, < are escaped.
const cueText = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/-->/g, '→')
    .replace(/\n\s*\n/g, '\n');

/** A WebVTT file of the cues (the chapter in bold on its own line). */
export function webVtt(cues: Cue[], lang: string): string {
  const body = cues.map(
    (c, i) =>
      `${i + 1}\n${vttTime(c.start)} --> ${vttTime(c.end)}\n${c.heading ? `<b>${cueText(c.heading)}</b>\n` : ''}${cueText(c.text)}`,
  );
  return `WEBVTT\nLanguage: ${lang}\n\n${body.join('\n\n')}\n`;
}

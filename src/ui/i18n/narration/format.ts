/** A `code` span (the narration's only markup; `Rich` renders it). */
export const code = (s: string) => `\`${s}\``;

/** Seconds with one decimal, e.g. 32.5. */
export const secs = (ms: number) => (ms / 1000).toFixed(ms % 1000 === 0 ? 0 : 1);

/**
 * What chat apps, mail and prose do to a pasted link, undone before it is read. A link's fragment only ever
 * holds `[A-Za-z0-9_$+-]`, `=`, `&` and `%XX` (its values are preset ids, enums, numbers, base64url or
 * lz-string's URI alphabet: no free text), so none of the following can be part of it:
 *
 * - whitespace a wrapped line left inside it (raw, or as the `%20`, `%0A`, `%0D`, `%09` a browser made of it),
 *   and zero-width characters some editors insert at a wrap;
 * - punctuation after it: the `)` of "(see …)", the `.` ending a sentence, `>` of `<…>`, quotes, Markdown's `*`;
 * - the whole fragment URL-encoded once or twice (`v%3D1%26c%3D…`), as some redirectors and mail clients do.
 */
export function tidyFragment(raw: string): string {
  let h = raw.startsWith('#') ? raw.slice(1) : raw;
  // A fragment with no `=` but an encoded one was encoded as a whole: decode it (at most three times).
  for (let i = 0; i < 3 && !h.includes('=') && /%(?:25)*3D/i.test(h); i++) {
    try {
      h = decodeURIComponent(h);
    } catch {
      break;
    }
    if (h.startsWith('#')) h = h.slice(1);
  }
  return h
    .replace(/\s+|%(?:20|0A|0D|09)|[\u200B-\u200D\u2060\uFEFF]/gi, '')
    .replace(/(?:[)\].,;:!?'"*>]|%2[29]|%3E)+$/i, '');
}

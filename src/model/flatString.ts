/**
 * The strings joined into one flat string. A template literal or `+` whose result is long makes a rope (a
 * "cons string": two pointers to its halves) in V8. The model's keys (addresses, service names, object
 * keys) are hashed character by character and compared with `===` in every table lookup: a rope is
 * flattened on first read and every comparison of one goes through a slower generic path. `join` builds the
 * characters in one piece from the start. Same string either way; only its layout in memory differs.
 */
export function flatString(parts: string[]): string {
  return parts.join('');
}

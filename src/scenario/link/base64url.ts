/**
 * base64url without padding (RFC 4648 §5): the alphabet of a version-2 link's compressed parts, which needs no
 * escaping in a URL fragment.
 */

const CHUNK = 0x8000;

/** The base64url text of some bytes. */
export function bytesToBase64url(bytes: Uint8Array): string {
  let binary = '';
  // String.fromCharCode takes its arguments on the stack: a chunk at a time.
  for (let i = 0; i < bytes.length; i += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of base64url text, or null when it is not base64url (a character outside the alphabet, a bad length). */
export function base64urlToBytes(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  let binary: string;
  try {
    binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

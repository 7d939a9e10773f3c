import { useState } from 'react';

/**
 * True from the first render where `flag` is true on: a lazily loaded dialog mounts when first opened and then
 * stays mounted, so closing it is the dialog's own close (focus goes back where it was), not an unmount.
 */
export function useOnceTrue(flag: boolean): boolean {
  const [seen, setSeen] = useState(flag);
  if (flag && !seen) setSeen(true);
  return seen || flag;
}

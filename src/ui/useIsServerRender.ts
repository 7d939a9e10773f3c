import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * True while React renders on the server (the build's prerendered first view), false in the browser: what a
 * server render shows is all it ever shows, since no effect runs there.
 */
export const useIsServerRender = (): boolean =>
  useSyncExternalStore(
    never,
    () => false,
    () => true,
  );

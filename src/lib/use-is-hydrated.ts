import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False in the server's HTML and during hydration, true once the component runs in the browser. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

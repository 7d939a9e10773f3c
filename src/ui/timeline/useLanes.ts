import { useEffect, useState } from 'react';
import { useAppStore } from '../../store/appStore';
import { SHORT_WINDOW } from '../layout';

function useMatches(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const m = matchMedia(query);
    const on = () => setMatches(m.matches);
    on();
    m.addEventListener('change', on);
    return () => m.removeEventListener('change', on);
  }, [query]);
  return matches;
}

/** Whether the timeline shows one lane per actor: the viewer's choice, else by the window's height. */
export function useLanes(): boolean {
  const choice = useAppStore((s) => s.lanes);
  const short = useMatches(SHORT_WINDOW);
  return choice ?? !short;
}

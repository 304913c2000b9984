import { useEffect, useState } from 'preact/hooks';

/** A phone-sized screen: boards fold away what is not needed now, so the table comes first. */
export const NARROW = '(max-width: 600px)';

/** Whether the media query matches, kept up to date (false where there is no window, as on the server). */
export function useMedia(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

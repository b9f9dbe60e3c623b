/**
 * A search box whose text, once typing pauses, becomes the search in the address (the directory,
 * the shop). The box follows the address when Back or a link changes it.
 */
import { useDebouncedValue } from '@mantine/hooks';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

/** Typing pauses this long before the list is asked for. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * `searched` is the text the address holds; `onSettled` is called with the typed text once it
 * has settled and differs from it. Returns the box's text and its setter.
 */
export function useSearchBox(
  searched: string,
  onSettled: (text: string) => void,
  { maxLength = Infinity }: { maxLength?: number } = {},
): [string, (text: string) => void] {
  const [text, setText] = useState(searched);
  const [typed] = useDebouncedValue(text.trim().slice(0, maxLength), SEARCH_DEBOUNCE_MS);
  const [shown, setShown] = useState(searched);
  if (searched !== shown) {
    setShown(searched);
    if (searched !== typed) setText(searched);
  }

  // The page the box is on. A tap on a result before the typing settled has already left for
  // the result's page (still loading, perhaps): the search must not pull the member back.
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  const [home] = useState(pathname);
  // Only a new text searches; the latest search and callback are read when it settles.
  const latest = useRef({ searched, onSettled });
  useEffect(() => {
    latest.current = { searched, onSettled };
  });
  useEffect(() => {
    const { searched: current, onSettled: go } = latest.current;
    if (router.latestLocation.pathname !== home) return;
    if (typed !== current) go(typed);
  }, [typed, router, home]);

  return [text, setText];
}

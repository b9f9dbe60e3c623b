import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/**
 * A searchable, paged list: the text as typed, the text the query uses (after a pause in
 * typing), and the page, which goes back to the first whenever the text changes.
 */
export function usePagedSearch() {
  const [text, setText] = useState('');
  const [searched] = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(0);
  const search = (value: string) => {
    setText(value);
    setPage(0);
  };
  return { text, searched, page, setPage, search };
}

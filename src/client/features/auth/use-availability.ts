import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { availabilityQuery } from './api';
import type { SignupCheck } from './use-signup-check';

export const AVAILABILITY_DEBOUNCE_MS = 400;

export type Availability =
  | { status: 'idle' } // nothing valid to ask about yet
  | { status: 'checking' }
  | { status: 'available' }
  | { status: 'taken' }
  | { status: 'unknown'; error: unknown; retry: () => void };

/**
 * §5: username and e-mail are checked with the server as the member types, once the value
 * itself is valid and the typing has paused. Until the answer is known, it is not 'available';
 * until the form's checks have come (null), nothing is asked.
 */
export function useAvailability(
  kind: 'username' | 'email',
  raw: string | undefined,
  check: SignupCheck | null,
): Availability {
  const value = check ? check.askable(kind, raw) : '';
  const [debounced] = useDebouncedValue(value, AVAILABILITY_DEBOUNCE_MS);
  const settled = value !== '' && debounced === value;
  const query = useQuery({ ...availabilityQuery(kind, debounced), enabled: settled });

  if (!value) return { status: 'idle' };
  if (!settled || query.isPending) return { status: 'checking' };
  if (query.isError)
    return { status: 'unknown', error: query.error, retry: () => void query.refetch() };
  return { status: query.data ? 'available' : 'taken' };
}

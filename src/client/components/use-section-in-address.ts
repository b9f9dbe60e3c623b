/**
 * Which section of a dashboard is shown, kept in the address (`?tab=`) so a reload keeps it,
 * and how to show another. Every dashboard with SidebarSections reads and writes it this way.
 */
import { useNavigate, useSearch } from '@tanstack/react-router';

export interface SectionInAddress<T extends string, F extends T | undefined> {
  /** The section the address names, or `fallback` when it names none of `tabs`. */
  shown: T | F;
  /** The rest of the address's search, for what a section reads besides (`?status=`). */
  search: Record<string, unknown>;
  /** Shows `tab`, with `more` in the address beside it; a tab not in `tabs` is ignored. */
  show: (tab: string | null, more?: Record<string, string>) => void;
}

/**
 * `to`: the dashboard's own path ('.' where it has more than one). The address is replaced, not
 * pushed: Back leaves the dashboard instead of stepping through the sections looked at.
 */
export function useSectionInAddress<T extends string, F extends T | undefined>(
  tabs: readonly { value: T }[],
  fallback: F,
  to: string,
): SectionInAddress<T, F> {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  const shown = tabs.find((tab) => tab.value === search.tab)?.value ?? fallback;
  const show = (tab: string | null, more: Record<string, string> = {}) => {
    if (!tab || !tabs.some((allowed) => allowed.value === tab)) return;
    void navigate({ to, search: { tab, ...more }, replace: true });
  };
  return { shown, search, show };
}

/**
 * The search of every dashboard's address: the section shown (`tab`), so a reload keeps it, and
 * the order status a list opens on (`status`), as the Manage of disputes does.
 */
export interface DashboardSearch {
  tab?: string;
  status?: string;
}

export function validateDashboardSearch(search: Record<string, unknown>): DashboardSearch {
  return {
    ...(typeof search.tab === 'string' ? { tab: search.tab } : {}),
    ...(typeof search.status === 'string' ? { status: search.status } : {}),
  };
}

/**
 * The section an address opens on, for a dashboard route's loader. The loader reads it from the
 * address itself rather than through loader dependencies: it only fetches for the first screen
 * (app/first-screen.ts), so a change of section need not run it again.
 */
export function sectionOf(search: DashboardSearch): string {
  return search.tab ?? 'dashboard';
}

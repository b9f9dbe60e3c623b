/**
 * A query that fills a part of a page drawn as it comes near the screen or once the page is
 * idle (components/when-near.tsx): a ride's chat, a product's reviews. A member who opened the
 * page and left before that part loaded has the page saved without it; offline, the part says
 * its own failure where it stands, and the page is not "not saved"
 * (components/not-saved-offline.tsx).
 */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { pagePart?: boolean };
  }
}

/** The `meta` of a part's query. */
export const PAGE_PART = { pagePart: true } as const;

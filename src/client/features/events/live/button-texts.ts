/** The ride page's own words for the live ride: kept apart so the page carries no more. */
export const LIVE_BUTTON_TEXT = {
  open: 'Ride day, live',
  title: (ride: string) => `Live: ${ride}`,
} as const;

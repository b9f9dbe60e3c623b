/**
 * What the app's own error screen says (components/screen-error-message.tsx); the spec gives no
 * words. What it says offline is in screen-offline-texts.ts, which the first screen carries.
 */
export const SCREEN_ERROR_TEXT = {
  missingTitle: 'This screen could not be loaded',
  missing:
    'Its code did not arrive, even after reloading: the app may have been updated since this page was opened, or the connection keeps dropping. Reload to try again; nothing you queued is lost.',
  otherTitle: 'Something went wrong on this screen',
  other:
    'The app ran into a problem showing it. Reload to try again. If it happens again, tell us on the bug page.',
  reload: 'Reload',
  reportBug: 'Report a bug',
  home: 'Back to the club page',
  details: 'What the app said:',
} as const;

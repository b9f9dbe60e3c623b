/** What the app says about a new version of itself (lib/pwa/update-notice.tsx). */
export const UPDATE_TEXT = {
  title: 'New version available',
  reloadToUse: 'Reload to use it.',
  /** Said only where a form keeps a draft of what is being written. */
  writingKept: 'What you are writing is kept.',
  /** Another tab switched to the new version; this one still runs the previous one. */
  thisTabBehind: 'This tab still runs the previous version. Reload when you are ready.',
  reload: 'Reload',
  updating: 'Updating…',
  updatingMessage: 'The app reloads in a moment.',
} as const;

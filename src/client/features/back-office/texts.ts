/** What the back office's shared screens say where a read failed. */
export const BACK_OFFICE_TEXT = {
  bugsLoadFailed: 'The bug counts could not be loaded',
} as const;

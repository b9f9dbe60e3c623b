/** What the rest of the server uses of push: `app.notify`, the plugin app.ts registers. */
export { default as pushNotifier } from './notifier';
export type { NotifyOptions, NotifyResult } from './service';

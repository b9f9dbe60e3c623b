// A language's catalog, compiled from its PO file by @lingui/vite-plugin (vite.config.ts).
declare module '*.po' {
  import type { CompiledMessage } from '../../../contract/i18n/format-message';

  export const messages: Record<string, CompiledMessage>;
}

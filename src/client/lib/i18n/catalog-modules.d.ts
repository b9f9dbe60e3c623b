// A language's whole catalog, in development and tests (scripts/i18n-messages.ts).
declare module 'virtual:i18n-catalog/*' {
  import type { CompiledMessage } from '../../../contract/i18n/format-message';

  const messages: Record<string, CompiledMessage>;
  export default messages;
}

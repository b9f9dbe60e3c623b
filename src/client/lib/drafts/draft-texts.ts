import { defineTexts } from '../../../contract/i18n/texts';

/** What the forms say about a draft kept on this device (the spec gives no words for it). */
export const DRAFT_TEXT = defineTexts({
  /** Beside a form opened on what the member typed before and did not send. */
  restored: /*i18n*/ { id: 'Draft restored from this device.' },
  discard: /*i18n*/ { id: 'Discard draft' },
});

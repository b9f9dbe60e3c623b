/**
 * Shares a summary through the Web Share API where the browser has it; elsewhere copies it to
 * the clipboard. Answers what happened, for the screen to say.
 */
import { MEMBER_DASHBOARD_TEXT } from './texts';

export async function shareSummary(text: string, title: string): Promise<string> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text });
      return MEMBER_DASHBOARD_TEXT.shared;
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError')
        return MEMBER_DASHBOARD_TEXT.notShared;
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    return MEMBER_DASHBOARD_TEXT.copied(text);
  } catch {
    return MEMBER_DASHBOARD_TEXT.noSharing(text);
  }
}

/**
 * Shares a summary through the Web Share API where the browser has it; elsewhere copies it to
 * the clipboard. Answers what happened, for the screen to say.
 */
export async function shareSummary(text: string, title: string): Promise<string> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text });
      return 'Shared.';
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return 'Not shared.';
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    return `Copied to the clipboard: ${text}`;
  } catch {
    return `Sharing is not available here. Your summary: ${text}`;
  }
}

/**
 * Which conversation is open on the screen, and whether the member is reading it (open while
 * the page is visible). A message arriving there while read is not unread; a message arriving
 * anywhere else counts.
 */
let open: number | null = null;

export function openConversation(): number | null {
  return open;
}

export function readingConversation(): number | null {
  const visible = typeof document === 'undefined' || document.visibilityState === 'visible';
  return visible ? open : null;
}

/** Says this conversation is open until the returned function is called. */
export function openOnScreen(conversationId: number): () => void {
  open = conversationId;
  return () => {
    if (open === conversationId) open = null;
  };
}

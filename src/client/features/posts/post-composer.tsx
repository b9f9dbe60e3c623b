import { Button, Card, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterPaint, importWhenOnline } from '../../lib/load-late';
import { OUTBOX_KINDS } from '../../lib/outbox/kinds';
import { loadSender } from '../../lib/outbox/registry';
import { POST_FORM_TEXT } from './texts';

/**
 * The form's code, then the code that sends a post (its sender is known once the form's code
 * has brought in the outbox). The form shows when both are here: the signal may drop while the
 * post is written, and a post queued then must still go out when it is back.
 */
async function loadForm() {
  const editors = await import('./post-editors');
  await loadSender(OUTBOX_KINDS.postCreate);
  return editors;
}

const NewPost = lazy(() =>
  importWhenOnline(loadForm).then(({ NewPost }) => ({ default: NewPost })),
);

/**
 * The form, and the list a post written offline waits in: both are fetched as the member
 * reaches for the form, while there may still be a connection to fetch them with.
 */
function loadWriting() {
  loadForm().catch(() => undefined);
  void import('./waiting-posts');
}

/**
 * Whether a post was left half-written (lib/drafts/), asked once the feed is drawn: the drafts'
 * code is not part of the feed's first screen.
 */
async function draftLeft(): Promise<boolean> {
  await afterPaint();
  const drafts = await import('../../lib/drafts/draft-store');
  // The new post's draft, as NewPost keeps it (post-editors.tsx).
  return (await drafts.readDraft(drafts.draftKey({ form: 'post' }))) !== undefined;
}

/**
 * The top of the feed for a member: closed, a field-like button that says what to write; a tap
 * opens the post form there, the cursor in its text. Closed, it needs none of the form's code
 * (its checks, pictures, the outbox), so the feed is drawn sooner on a phone. A post left
 * half-written opens the form by itself, on its draft.
 */
export function PostComposer() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    let shown = true;
    void draftLeft()
      .then((left) => {
        if (shown && left) setOpen(true);
      })
      .catch(() => undefined);
    return () => {
      shown = false;
    };
  }, []);
  const closed = (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="section"
      aria-label={POST_FORM_TEXT.heading}
    >
      <Title order={2} size="h4" mb="sm">
        {POST_FORM_TEXT.heading}
      </Title>
      <Button
        variant="default"
        fullWidth
        justify="flex-start"
        fw={400}
        c="dimmed"
        leftSection={<IconPencil size={16} aria-hidden />}
        loading={asked && open}
        onPointerEnter={loadWriting}
        onClick={() => {
          loadWriting();
          setAsked(true);
          setOpen(true);
        }}
      >
        {POST_FORM_TEXT.content}
      </Button>
    </Card>
  );
  if (!open) return closed;
  return (
    <Suspense fallback={closed}>
      <NewPost autoFocus={asked} />
    </Suspense>
  );
}

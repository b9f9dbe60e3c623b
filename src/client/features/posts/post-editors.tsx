/**
 * The post form in its three uses: a new post (through the outbox, so it survives being
 * offline), an edit of a published post (PUT, now), and the correction of a post the server
 * refused (back in line in its old place). Loaded late with the form.
 */
import { Card, Title } from '@mantine/core';
import { Modal } from '../../components/overlays/modal';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { Post } from '../../../contract/posts';
import { POST_TEXT } from '../../../contract/posts-constants';
// The editors load when opened, with the outbox: a post written with no signal still queues.
import { pageOutbox } from '../../lib/outbox/page-outbox';
import { OUTBOX_KINDS } from '../../lib/outbox/kinds';
import { refreshFeed, useUpdatePost } from './api';
import type { PostCreatePayload } from './outbox-send';
import { PostForm } from './post-form';
import { POST_FORM_TEXT } from './texts';
import type { WaitingPost } from './waiting-posts';

/** The post form, open; `autoFocus` puts the cursor in its text. What is typed is a draft. */
export function NewPost({ autoFocus = false }: { autoFocus?: boolean }) {
  const queryClient = useQueryClient();
  return (
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
      <PostForm
        canQueuePictures
        autoFocus={autoFocus}
        // The draft the feed's composer looks for after a reload (post-composer.tsx).
        draftOf={{ form: 'post' }}
        onSave={async (post, pictures) => {
          const payload: PostCreatePayload = { post, pictures };
          const id = await pageOutbox().enqueue(OUTBOX_KINDS.postCreate, payload);
          void pageOutbox()
            .whenSettled(id)
            .then((settled) => {
              if (settled !== 'sent') return;
              notifications.show({ color: 'teal', message: POST_TEXT.submitted });
              return refreshFeed(queryClient);
            });
        }}
      />
    </Card>
  );
}

export function EditPost({ post, onClose }: { post: Post; onClose: () => void }) {
  const update = useUpdatePost();
  return (
    <Modal opened onClose={onClose} title={POST_FORM_TEXT.editHeading} size="lg">
      <PostForm
        canQueuePictures={false}
        submitLabel={POST_FORM_TEXT.save}
        draftOf={{ form: 'post', thing: post.id }}
        initial={{
          content: post.content,
          privacy: post.privacy,
          location: post.location ?? '',
          isPoll: post.poll !== null,
          pollOptions: post.poll?.options.map((option) => option.text) ?? [],
        }}
        pictures={post.media.map((media) => ({ url: media.url }))}
        onCancel={onClose}
        onSave={async (fields, pictures) => {
          await update.mutateAsync({
            id: post.id,
            input: {
              ...fields,
              media: pictures.map((picture) => ({
                mediaType: 'image',
                url: 'url' in picture ? picture.url : '',
              })),
            },
          });
          onClose();
        }}
      />
    </Modal>
  );
}

export function EditQueuedPost({ entry, onClose }: { entry: WaitingPost; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={POST_FORM_TEXT.editHeading} size="lg">
      <PostForm
        canQueuePictures
        submitLabel={POST_FORM_TEXT.save}
        initial={{ ...entry.payload.post, location: entry.payload.post.location ?? '' }}
        pictures={entry.payload.pictures}
        onCancel={onClose}
        onSave={async (post, pictures) => {
          await pageOutbox().update(entry.id, { post, pictures } satisfies PostCreatePayload);
          onClose();
        }}
      />
    </Modal>
  );
}

import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { POST_TEXT } from '../../../contract/posts-constants';
import { PostForm, type PostFields } from './post-form';
import type { QueuedPicture } from './outbox-send';

function renderForm() {
  const saved: { fields: PostFields; pictures: QueuedPicture[] }[] = [];
  const onSave = vi.fn(async (fields: PostFields, pictures: QueuedPicture[]) => {
    saved.push({ fields, pictures });
  });
  render(
    <MantineProvider>
      <PostForm canQueuePictures onSave={onSave} />
    </MantineProvider>,
  );
  return { saved, onSave, user: userEvent.setup() };
}

const content = () => screen.getByRole('textbox', { name: /What happened on the road\?/ });
const submit = () => screen.getByRole('button', { name: 'Post' });

describe('the post form (§3, §5)', () => {
  it('an empty post is not sent and says all required fields must be filled', async () => {
    const { onSave, user } = renderForm();
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(POST_TEXT.fillRequired);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the content as public with no location and no poll by default', async () => {
    const { saved, user } = renderForm();
    await user.type(content(), 'Twenty miles along the coast');
    await user.click(submit());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      fields: {
        content: 'Twenty miles along the coast',
        privacy: 'public',
        location: null,
        isPoll: false,
        pollOptions: [],
      },
      pictures: [],
    });
    // Ready for the next post.
    await waitFor(() => expect(content()).toHaveValue(''));
  });

  it('a poll needs different options, and sends them with the chosen privacy', async () => {
    const { saved, onSave, user } = renderForm();
    await user.type(content(), 'Sunday start time?');
    await user.click(screen.getByRole('radio', { name: 'Members' }));
    await user.click(screen.getByRole('switch', { name: 'Add a poll' }));
    await user.type(screen.getByRole('textbox', { name: 'Option 1' }), '8:00');
    await user.type(screen.getByRole('textbox', { name: 'Option 2' }), '8:00');
    await user.click(submit());
    expect(await screen.findByText(POST_TEXT.pollOptionsDistinct)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: 'Option 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Option 2' }), '9:00');
    await user.click(submit());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fields).toMatchObject({
      privacy: 'members',
      isPoll: true,
      pollOptions: ['8:00', '9:00'],
    });
  });
});

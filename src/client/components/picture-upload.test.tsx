/**
 * The picture field: the chosen file goes to the caller's upload with a progress bar, the
 * stored url comes back to the form, a refusal shows in the server's words, and the buttons
 * beside it are held while the upload runs.
 */
import { Button, MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { PictureUpload } from './picture-upload';

const file = new File(['jpeg'], 'jersey.jpg', { type: 'image/jpeg' });

function renderField(upload: Parameters<typeof PictureUpload>[0]['upload']) {
  const onUploaded = vi.fn();
  render(
    <MantineProvider>
      <PictureUpload
        label="Add picture"
        upload={upload}
        onUploaded={onUploaded}
        beside={(busy) => <Button disabled={busy}>From library</Button>}
      />
    </MantineProvider>,
  );
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { onUploaded, input };
}

describe('PictureUpload', () => {
  it('uploads the chosen file with its progress and hands back the stored url', async () => {
    let finish: (picture: { url: string }) => void = () => {};
    const { onUploaded, input } = renderField((_file, onProgress) => {
      onProgress(0.5);
      return new Promise((resolve) => (finish = resolve));
    });
    await userEvent.upload(input, file);
    expect(await screen.findByLabelText('Add picture: uploading')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add picture' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'From library' })).toBeDisabled();

    finish({ url: '/uploads/jersey.jpg' });
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('/uploads/jersey.jpg'));
    expect(screen.queryByLabelText('Add picture: uploading')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'From library' })).toBeEnabled();
  });

  it('shows the server’s refusal and hands back nothing', async () => {
    const { onUploaded, input } = renderField(() =>
      Promise.reject(new ApiError(413, 'The picture is larger than 5 MB.')),
    );
    await userEvent.upload(input, file);
    expect(await screen.findByRole('alert')).toHaveTextContent('The picture is larger than 5 MB.');
    expect(onUploaded).not.toHaveBeenCalled();
  });
});

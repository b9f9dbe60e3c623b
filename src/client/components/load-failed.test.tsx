/** A screen whose data could not be loaded says what failed and why, and asks again on a tap. */
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { LoadFailed } from './load-failed';

describe('LoadFailed', () => {
  it('names what failed, gives the server’s reason, and asks again on Try again', async () => {
    const onRetry = vi.fn();
    render(
      <MantineProvider>
        <LoadFailed
          title="The rides could not be loaded"
          error={new ApiError(503, 'The club is being updated. Try in a minute.')}
          onRetry={onRetry}
        />
      </MantineProvider>,
    );
    expect(screen.getByText('The rides could not be loaded')).toBeVisible();
    expect(screen.getByText('The club is being updated. Try in a minute.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

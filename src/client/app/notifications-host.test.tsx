import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import NotificationsHost from './notifications-host';
import { theme } from './theme';

function renderHost() {
  render(
    <MantineProvider theme={theme}>
      <NotificationsHost />
    </MantineProvider>,
  );
}

describe('in-app notices', () => {
  it('are said politely (a status), not as an alert', async () => {
    renderHost();
    act(() => {
      notifications.show({ message: 'Your post was sent' });
    });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Your post was sent');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('have a close button with a name', async () => {
    renderHost();
    act(() => {
      notifications.show({ title: 'New message', message: 'Demo Rider wrote to you' });
    });
    const text = await screen.findByText('Demo Rider wrote to you');
    const notice = text.closest<HTMLElement>('[role="status"]')!;
    expect(within(notice).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

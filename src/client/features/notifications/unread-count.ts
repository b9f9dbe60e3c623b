/**
 * The bell's count for a signed-in member (lib/notification-count.ts), live through the chat
 * socket the header's message watch opens.
 */
import { useQuery } from '@tanstack/react-query';
import { useSessionOwner } from '../../lib/current-user';
import { notificationCountQuery } from '../../lib/notification-count';

/** The member's unread notifications, live (0 until known); null for a visitor. */
export function useUnreadNotifications(): number | null {
  const owner = useSessionOwner();
  const { data } = useQuery(notificationCountQuery(owner));
  return owner === null ? null : (data ?? 0);
}

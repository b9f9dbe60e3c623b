import { createFileRoute } from '@tanstack/react-router';
import { loadFirstData } from '../app/first-screen';
import { ChatScreen } from '../features/chat/chat-screen';
import { appChat } from '../lib/chat/hooks';

export const Route = createFileRoute('/chat')({
  // The latest messages come with the screen, which is drawn once with them. Not when a link
  // is only pointed at: that would open the room for a screen the member may not open.
  loader: ({ context, preload }) => {
    if (preload) return;
    const { room } = appChat();
    room.start();
    return loadFirstData(context.queryClient, () => [room.filled()]);
  },
  component: ChatScreen,
});

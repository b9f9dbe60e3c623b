import { createFileRoute } from '@tanstack/react-router';
import { loadFirstData } from '../app/first-screen';
import { inboxQuery } from '../features/conversations/api';
import { MessgesScreen } from '../features/conversations/messges-screen';
import { tokenStore } from '../lib/token-store';

/** `?conversation=<id>` opens one conversation: links from push notices land there. */
export const Route = createFileRoute('/messges')({
  validateSearch: (search: Record<string, unknown>): { conversation?: number } => {
    const id = Number(search.conversation);
    return Number.isInteger(id) && id > 0 ? { conversation: id } : {};
  },
  // The inbox comes with the screen, which is drawn once with it.
  loader: ({ context }) =>
    loadFirstData(context.queryClient, (client) =>
      tokenStore.get() ? [client.ensureQueryData(inboxQuery(''))] : [],
    ),
  component: MessgesRoute,
});

function MessgesRoute() {
  const { conversation } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MessgesScreen
      openId={conversation ?? null}
      onOpen={(id) => void navigate({ search: id === null ? {} : { conversation: id } })}
    />
  );
}

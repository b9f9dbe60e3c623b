import { createFileRoute } from '@tanstack/react-router';
import { MessgesScreen } from '../features/conversations/messges-screen';

/** `?conversation=<id>` opens one conversation: links from push notices land there. */
export const Route = createFileRoute('/messges')({
  validateSearch: (search: Record<string, unknown>): { conversation?: number } => {
    const id = Number(search.conversation);
    return Number.isInteger(id) && id > 0 ? { conversation: id } : {};
  },
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

/** A member's name linking to their profile page (/people/profile/{id}). */
import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function MemberLink({ id, name }: { id: number; name: string }) {
  return (
    <Anchor
      size="sm"
      renderRoot={(props) => (
        <Link to="/people/profile/$id" params={{ id: String(id) }} {...props} />
      )}
    >
      {name}
    </Anchor>
  );
}

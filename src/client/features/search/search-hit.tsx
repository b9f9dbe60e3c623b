import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { SearchHit, SnippetPart } from '../../../contract/search';
import { formatDate } from '../../lib/dates';

/**
 * The snippet's matched words as <mark> elements around text nodes: what the server sends is
 * text, never markup, so a post holding "<b>" shows "<b>".
 */
export function Snippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <Text size="sm" c="dimmed" lineClamp={3}>
      {parts.map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </Text>
  );
}

export function SearchHitItem({ hit }: { hit: SearchHit }) {
  return (
    <li>
      {/* The server names the app's own page of the hit. */}
      <Anchor component={Link} to={hit.url as '/'} fw={600} display="block" py={4}>
        {hit.title}
      </Anchor>
      {(hit.at || hit.places) && (
        <Text size="sm">
          {[hit.at && formatDate(hit.at, 'dayTime'), hit.places].filter(Boolean).join(' · ')}
        </Text>
      )}
      <Snippet parts={hit.snippet} />
    </li>
  );
}

import { Avatar, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DEFAULT_AVATAR_URL } from '../../../contract/constants';
import cardLink from '../../components/card-link.module.css';
import type { PublicUser } from '../../../contract/users';
import { monthYear, PEOPLE_TEXT } from './texts';

/** One member in the directory; the whole card opens their profile. */
export function MemberCard({ member }: { member: PublicUser }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Group gap="sm" wrap="nowrap">
        <Avatar
          src={member.profilePicture ? `${member.profilePicture.url}?w=160` : DEFAULT_AVATAR_URL}
          alt=""
          size={56}
          radius="xl"
        />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text
            renderRoot={(props) => (
              <Link {...props} to="/people/profile/$id" params={{ id: String(member.id) }} />
            )}
            className={cardLink.link}
            fw={600}
            truncate
          >
            {member.fullName}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            @{member.username}
          </Text>
          <Text size="xs" c="dimmed">
            {PEOPLE_TEXT.memberSince(monthYear(member.createdAt))}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

export function MemberCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="sm" aria-hidden>
      <Group gap="sm" wrap="nowrap">
        <Skeleton height={56} circle />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={12} width="60%" />
          <Skeleton height={10} width="40%" />
          <Skeleton height={8} width="50%" />
        </Stack>
      </Group>
    </Card>
  );
}

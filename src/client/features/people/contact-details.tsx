import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ContactUser } from '../../../contract/users';
import { PEOPLE_TEXT } from './texts';

/**
 * A member's contact details, which the server sends only to the member and to admins; the
 * note says so, so nobody thinks the whole club sees them.
 */
export function ContactDetails({ member, note }: { member: ContactUser; note: string }) {
  const rows = [
    [PEOPLE_TEXT.email, member.email],
    [PEOPLE_TEXT.phone, member.contact],
    [PEOPLE_TEXT.address, member.address],
    [PEOPLE_TEXT.dob, member.dob],
  ] as const;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={PEOPLE_TEXT.contactTitle}
    >
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h5">
            {PEOPLE_TEXT.contactTitle}
          </Title>
          <Group gap={4} c="dimmed">
            <IconLock size={14} aria-hidden />
            <Text size="xs">{note}</Text>
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="dl" m={0}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

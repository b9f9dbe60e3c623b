/**
 * Ways from one screen into the club's other sections, where a member would look for them: a
 * row of cards, each with the section's name as its own page says it and what it is for.
 */
import { Box, Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { MORE_SECTION_LINKS, type MoreSectionPath } from './more-sections';

export function SectionLinks({
  to,
  label,
  compact = false,
}: {
  /** The sections to lead to, in this order. */
  to: readonly MoreSectionPath[];
  /** What the group of links is, for screen readers. */
  label: string;
  /** Side by side on a phone too, without what each is for: above a list that matters more. */
  compact?: boolean;
}) {
  const sections = to.map((path) => MORE_SECTION_LINKS.find((section) => section.to === path)!);
  return (
    <SimpleGrid
      component="nav"
      aria-label={label}
      cols={{ base: compact ? sections.length : 1, xs: Math.min(sections.length, 2) }}
      spacing="xs"
    >
      {sections.map(({ to: path, label: name, hint, icon: Icon }) => (
        <Card key={path} component={Link} to={path} withBorder radius="md" padding="sm">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
              <Icon size={20} stroke={1.75} />
            </ThemeIcon>
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} size="sm">
                {name}
              </Text>
              <Text size="xs" c="dimmed" visibleFrom={compact ? 'xs' : undefined}>
                {hint}
              </Text>
            </div>
            {/* Side by side on a phone, the name needs the room more than the arrow does. */}
            <Box visibleFrom={compact ? 'xs' : undefined} lh={0}>
              <IconChevronRight size={18} stroke={1.75} aria-hidden />
            </Box>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

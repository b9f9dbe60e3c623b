import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBike } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** The honest page of a section that is not built yet: what it will be, and a way back. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <Container size="sm" py={48}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconBike size={36} aria-hidden />
        </ThemeIcon>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{description}</Text>
        <Text fw={600}>Coming soon.</Text>
        <Button component={Link} to="/intro" variant="light">
          Back to the club page
        </Button>
      </Stack>
    </Container>
  );
}

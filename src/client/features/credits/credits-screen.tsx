/** /demo, the credits page of §2: 'Project Credits', four credits and the film. */
import { Container, List, Stack, Text, Title } from '@mantine/core';
import { CREDITS, CREDITS_TEXT } from './texts';
import { VideoEmbed } from './video-embed';

export function CreditsScreen() {
  return (
    <Container size={720} px={{ base: 'xs', xs: 'md' }} py="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h3">
            {CREDITS_TEXT.title}
          </Title>
          <Text c="dimmed">{CREDITS_TEXT.intro}</Text>
        </Stack>
        <List spacing="md" aria-label={CREDITS_TEXT.title}>
          {CREDITS.map((credit) => (
            <List.Item key={credit.title}>
              <Text fw={600}>{credit.title}</Text>
              <Text size="sm">{credit.text}</Text>
            </List.Item>
          ))}
        </List>
        <Stack gap="xs" component="section" aria-labelledby="credits-video">
          <Title order={2} size="h4" id="credits-video">
            {CREDITS_TEXT.videoHeading}
          </Title>
          <VideoEmbed />
          <Text size="sm" c="dimmed">
            {CREDITS_TEXT.videoCaption}
          </Text>
        </Stack>
      </Stack>
    </Container>
  );
}

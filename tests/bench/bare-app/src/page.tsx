import { Button, Card, Container, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

interface Content {
  paragraphs: string[];
}

export function Page() {
  const content = useQuery({
    queryKey: ['content'],
    queryFn: async (): Promise<Content> => (await fetch('/api/content')).json(),
  });
  return (
    <Container py="xl">
      <Title order={1}>A bare app of the same stack</Title>
      {content.data ? (
        content.data.paragraphs.map((text) => (
          <Text key={text} mt="md">
            {text}
          </Text>
        ))
      ) : (
        <Skeleton h={80} mt="md" />
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xl">
        {['Ride', 'Talk', 'Shop'].map((name) => (
          <Card key={name} withBorder padding="lg">
            <Text fw={600}>{name}</Text>
            <Text size="sm" c="dimmed">
              A card of the bare app, to compare with the club's screens.
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Button mt="xl">Join</Button>
    </Container>
  );
}

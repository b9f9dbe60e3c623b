import { Card, Group, Text, Title } from '@mantine/core';
import type { Special } from '../../../contract/intro';
import { IntroPicture } from './intro-picture';
import classes from './intro-screen.module.css';

/** One special of the landing page: its first picture large, the others small beneath. */
export function SpecialCard({ special }: { special: Special }) {
  const [first, ...more] = special.images;
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={`special-${special.id}`}>
      {first && (
        <Card.Section mb="md">
          <IntroPicture
            picture={first}
            className={classes.specialPicture}
            sizes="(min-width: 62em) 330px, (min-width: 48em) 50vw, 100vw"
          />
        </Card.Section>
      )}
      <Title order={3} size="h4" mb={4} id={`special-${special.id}`}>
        {special.title}
      </Title>
      <Text c="dimmed" className={classes.prose}>
        {special.description}
      </Text>
      {more.length > 0 && (
        <Group gap="xs" mt="md">
          {more.map((picture) => (
            <IntroPicture
              key={picture.id}
              picture={picture}
              className={classes.thumbnail}
              sizes="72px"
            />
          ))}
        </Group>
      )}
    </Card>
  );
}

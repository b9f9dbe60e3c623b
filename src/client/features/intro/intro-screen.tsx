import {
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBuildingStore,
  IconMessages,
  IconRoute,
  type TablerIcon,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '../auth/api';
import { BikeArt } from './bike-art';
import classes from './intro-screen.module.css';

const OFFERS: { icon: TablerIcon; title: string; text: string }[] = [
  {
    icon: IconRoute,
    title: 'Ride together',
    text: 'Group rides every week: where we start, where we go, how far and who leads.',
  },
  {
    icon: IconMessages,
    title: 'Stay in touch',
    text: 'The club feed, the chat room and direct messages with other riders.',
  },
  {
    icon: IconBuildingStore,
    title: 'Shop the club',
    text: 'Jerseys, parts and accessories from members and our sponsor shop.',
  },
];

/** The public landing page (/intro): who the club is and how to join. */
export function IntroScreen() {
  const user = useCurrentUser();
  return (
    <Container size="lg" py="lg">
      <Stack gap="xl">
        <section className={classes.hero} aria-labelledby="intro-title">
          <div className={classes.heroGrid}>
            <Stack gap="md">
              <Title order={1} id="intro-title" className={classes.title}>
                Cycling Club
              </Title>
              <Text size="lg">
                {user
                  ? `Welcome back, ${user.fullName}. See what the club has been up to.`
                  : 'Welcome to the city’s cycling club: riders of every pace, on every kind of bike.'}
              </Text>
              <Group gap="sm">
                {user ? (
                  <Button
                    component={Link}
                    to="/home"
                    size="md"
                    rightSection={<IconArrowRight size={18} aria-hidden />}
                  >
                    Go to the feed
                  </Button>
                ) : (
                  <>
                    <Button component={Link} to="/auth/signup" size="md">
                      Join the club
                    </Button>
                    <Button component={Link} to="/auth/signin" size="md" variant="default">
                      Sign in
                    </Button>
                  </>
                )}
              </Group>
            </Stack>
            <BikeArt className={classes.art} />
          </div>
        </section>

        <section aria-labelledby="intro-offers">
          <Title order={2} id="intro-offers" mb="md">
            What members do
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {OFFERS.map(({ icon: Icon, title, text }) => (
              <Card key={title} withBorder padding="lg">
                <ThemeIcon size={44} radius="md" variant="light" mb="sm">
                  <Icon size={26} stroke={1.75} aria-hidden />
                </ThemeIcon>
                <Title order={3} size="h4" mb={4}>
                  {title}
                </Title>
                <Text c="dimmed">{text}</Text>
              </Card>
            ))}
          </SimpleGrid>
        </section>
      </Stack>
    </Container>
  );
}

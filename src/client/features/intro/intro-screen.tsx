import {
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
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
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { INTRO_HERO_SIZES } from '../../../contract/intro-constants';
import { useCurrentUser } from '../../lib/current-user';
import { homeContentQuery } from '../../lib/home-content';
import { BikeArt } from './bike-art';
import { IntroPicture } from './intro-picture';
import classes from './intro-screen.module.css';
import { SpecialCard } from './special-card';

/** What the page says when the club wrote nothing yet, or the server cannot be reached. */
const FALLBACK_WELCOME =
  "Welcome to the city's cycling club: riders of every pace, on every kind of bike.";

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

/**
 * The public landing page (/intro): the welcome text and picture and the specials the club's
 * developers write (GET /api/intro/home), and how to join. The heading and the calls to join
 * render at once; the content fills in, from the offline cache when there is no network, and
 * the static welcome stands in when there is no content or no reply.
 */
export function IntroScreen() {
  const user = useCurrentUser();
  const content = useQuery(homeContentQuery);
  const loading = content.isPending;
  const welcomeText = content.data?.welcomeText.trim() || FALLBACK_WELCOME;
  const welcomeImage = content.data?.welcomeImage ?? null;
  const specials = content.data?.specials ?? [];

  return (
    <Container size="lg" py="lg">
      <Stack gap="xl">
        <section className={classes.hero} aria-labelledby="intro-title">
          <div className={classes.heroGrid}>
            <Stack gap="md">
              <Title order={1} id="intro-title" className={classes.title}>
                Cycling Club
              </Title>
              {user && (
                <Text size="lg" fw={600}>
                  Welcome back, {user.fullName}. See what the club has been up to.
                </Text>
              )}
              {loading ? (
                <Stack gap={10} aria-busy="true" aria-label="Loading the welcome">
                  <Skeleton height={18} />
                  <Skeleton height={18} width="85%" />
                </Stack>
              ) : (
                <Text size="lg" className={classes.prose}>
                  {welcomeText}
                </Text>
              )}
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
            {loading ? (
              <Skeleton className={classes.heroPicture} />
            ) : welcomeImage ? (
              <IntroPicture
                picture={welcomeImage}
                className={classes.heroPicture}
                sizes={INTRO_HERO_SIZES}
                eager
              />
            ) : (
              <BikeArt className={classes.art} />
            )}
          </div>
        </section>

        {loading ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" aria-hidden>
            {OFFERS.map(({ title }) => (
              <Skeleton key={title} height={220} radius="md" />
            ))}
          </SimpleGrid>
        ) : specials.length > 0 ? (
          <section aria-labelledby="intro-specials">
            <Title order={2} id="intro-specials" mb="md">
              At the club
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              {specials.map((special) => (
                <SpecialCard key={special.id} special={special} />
              ))}
            </SimpleGrid>
          </section>
        ) : (
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
        )}
      </Stack>
    </Container>
  );
}

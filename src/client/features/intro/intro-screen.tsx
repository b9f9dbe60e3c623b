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
import { INTRO_TEXT } from './texts';
import { LanguageSwitch } from '../../components/language-switch';

/** What members do, read in the page's language each time it is drawn. */
const OFFERS: { key: string; icon: TablerIcon; title: () => string; text: () => string }[] = [
  {
    key: 'ride',
    icon: IconRoute,
    title: () => INTRO_TEXT.rideTitle,
    text: () => INTRO_TEXT.rideText,
  },
  {
    key: 'touch',
    icon: IconMessages,
    title: () => INTRO_TEXT.touchTitle,
    text: () => INTRO_TEXT.touchText,
  },
  {
    key: 'shop',
    icon: IconBuildingStore,
    title: () => INTRO_TEXT.shopTitle,
    text: () => INTRO_TEXT.shopText,
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
  const welcomeText = content.data?.welcomeText.trim() || INTRO_TEXT.fallbackWelcome;
  const welcomeImage = content.data?.welcomeImage ?? null;
  const specials = content.data?.specials ?? [];

  return (
    <Container size="lg" py="lg">
      <Stack gap="xl">
        <section className={classes.hero} aria-labelledby="intro-title">
          <div className={classes.heroGrid}>
            <Stack gap="md">
              <Title order={1} id="intro-title" className={classes.title}>
                {INTRO_TEXT.title}
              </Title>
              {user && (
                <Text size="lg" fw={600}>
                  {INTRO_TEXT.welcomeBack(user.fullName)}
                </Text>
              )}
              {loading ? (
                <Stack gap={10} aria-busy="true" aria-label={INTRO_TEXT.loadingWelcome}>
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
                    {INTRO_TEXT.toFeed}
                  </Button>
                ) : (
                  <>
                    <Button component={Link} to="/auth/signup" size="md">
                      {INTRO_TEXT.join}
                    </Button>
                    <Button component={Link} to="/auth/signin" size="md" variant="default">
                      {INTRO_TEXT.signIn}
                    </Button>
                  </>
                )}
              </Group>
              <LanguageSwitch />
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
            {OFFERS.map(({ key }) => (
              <Skeleton key={key} height={220} radius="md" />
            ))}
          </SimpleGrid>
        ) : specials.length > 0 ? (
          <section aria-labelledby="intro-specials">
            <Title order={2} id="intro-specials" mb="md">
              {INTRO_TEXT.atTheClub}
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
              {INTRO_TEXT.whatMembersDo}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              {OFFERS.map(({ key, icon: Icon, title, text }) => (
                <Card key={key} withBorder padding="lg">
                  <ThemeIcon size={44} radius="md" variant="light" mb="sm">
                    <Icon size={26} stroke={1.75} aria-hidden />
                  </ThemeIcon>
                  <Title order={3} size="h4" mb={4}>
                    {title()}
                  </Title>
                  <Text c="dimmed">{text()}</Text>
                </Card>
              ))}
            </SimpleGrid>
          </section>
        )}
      </Stack>
    </Container>
  );
}

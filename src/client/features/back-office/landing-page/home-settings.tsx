import { Anchor, Card, Divider, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LoadFailed } from '../../../components/load-failed';
import { homeContentQuery } from '../../../lib/home-content';
import { SpecialsList } from './specials-list';
import { HOME_SETTINGS_TEXT as TEXT } from './texts';
import { WelcomeEditor } from './welcome-editor';

/**
 * Home settings (§2 Developer home settings): the landing page's welcome and specials, for
 * developers and admins. The server checks the role of every save on its own.
 */
export function HomeSettings() {
  const content = useQuery(homeContentQuery);
  return (
    <Stack gap="lg" component="section" aria-labelledby="home-settings-title">
      <div>
        <Title order={2} id="home-settings-title">
          {TEXT.title}
        </Title>
        <Text c="dimmed">
          {TEXT.intro}{' '}
          <Anchor component={Link} to="/intro">
            {TEXT.viewPage}
          </Anchor>
        </Text>
      </div>
      {content.isPending ? (
        <Stack aria-busy="true" aria-label={TEXT.loading}>
          <Skeleton height={24} width="30%" />
          <Skeleton height={96} />
          <Skeleton height={140} width={220} />
        </Stack>
      ) : content.isError ? (
        <LoadFailed
          title={TEXT.loadFailed}
          error={content.error}
          onRetry={() => void content.refetch()}
        />
      ) : (
        <>
          <Card withBorder padding="lg">
            <WelcomeEditor content={content.data} />
          </Card>
          <Divider />
          <SpecialsList specials={content.data.specials} />
        </>
      )}
    </Stack>
  );
}

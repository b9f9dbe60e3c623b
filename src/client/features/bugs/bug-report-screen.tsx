import { Alert, Button, Card, Code, Container, Stack, Text, Title } from '@mantine/core';
import { IconBug, IconMapQuestion } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';

const BUGS_PATH = '/bugs';

/**
 * §2: /bugs and every unknown path show the bug-report screen. The report form and the list
 * of bugs come later; until then the screen says so plainly, and an unknown path is named as
 * such so nobody mistakes a broken link for a bug page.
 */
export function BugReportScreen() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const notFound = pathname.replace(/\/+$/, '') !== BUGS_PATH;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        {notFound && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconMapQuestion size={20} aria-hidden />}
            title={
              <Title order={1} size="h3">
                Page not found
              </Title>
            }
          >
            <Text size="sm">
              There is no page at <Code>{pathname}</Code>. If a link brought you here, tell us
              below.
            </Text>
          </Alert>
        )}
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Title
              order={notFound ? 2 : 1}
              size="h2"
              display="flex"
              style={{ gap: 8, alignItems: 'center' }}
            >
              <IconBug size={28} aria-hidden />
              Report a Bug
            </Title>
            <Text>
              Found something that does not work? Bug reports open here soon: you will be able to
              describe the problem, how bad it is and how to make it happen again, and follow what
              the developers do about it.
            </Text>
            <Button component={Link} to="/intro" variant="light" w="fit-content">
              Back to the club page
            </Button>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}

import { Anchor, Center, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { IconMessages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CONVERSATION_TEXT } from '../../../contract/conversations-constants';
import { CONVERSATION_SCREEN_TEXT } from './texts';
import { useOutboxDrainer } from '../../lib/outbox/use-outbox-drainer';
import { currentUserQuery } from '../../lib/current-user';
import { useNavbarAutoHide } from '../../components/navbar-auto-hide';
import { afterFirstScreen, lazyWithPreload } from '../../lib/load-late';
import { InboxPanel } from './inbox-panel';
import classes from './messges-screen.module.css';
import { useLiveConversations } from './use-live-conversations';

// The open conversation (its history, composer and group dialogs, and the outbox behind them)
// loads beside the inbox rather than before it: the list is the first thing a member looks at.
const ConversationPanel = lazyWithPreload(() => import('./conversation-panel'));

interface MessgesScreenProps {
  /** The conversation open beside (or, on a phone, instead of) the inbox. */
  openId: number | null;
  onOpen(id: number | null): void;
}

/**
 * /messges: the member's direct and group conversations, live over the chat socket; what the
 * member writes waits in the outbox until the server has it.
 */
export function MessgesScreen({ openId, onOpen }: MessgesScreenProps) {
  // The lists scroll, not the page: the bar stays, and the message input with it.
  useNavbarAutoHide(false);
  useOutboxDrainer();
  useLiveConversations(openId);
  const me = useQuery(currentUserQuery);
  useEffect(() => {
    void afterFirstScreen().then(() => ConversationPanel.preload());
  }, []);

  if (me.isPending) {
    return (
      <Container size="lg" className={classes.screen}>
        <Skeleton height={240} radius="md" />
      </Container>
    );
  }
  if (!me.data) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} size="h2" mb="md">
          {CONVERSATION_TEXT.title}
        </Title>
        <Paper withBorder p="lg" radius="md">
          <Text>
            {CONVERSATION_TEXT.signInToChat}{' '}
            <Anchor component={Link} to="/auth/signin" fw={600}>
              {CONVERSATION_SCREEN_TEXT.signIn}
            </Anchor>
          </Text>
        </Paper>
      </Container>
    );
  }
  const meId = me.data.id;
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} className={classes.screen}>
      <div className={classes.panes} data-open={openId !== null || undefined}>
        <section className={`${classes.pane} ${classes.inboxPane}`}>
          <InboxPanel openId={openId} meId={meId} onOpen={onOpen} />
        </section>
        <section
          className={`${classes.pane} ${classes.conversationPane}`}
          aria-label={CONVERSATION_TEXT.title}
        >
          {openId === null ? (
            <Center h="100%">
              <Stack align="center" gap="xs" c="dimmed">
                <IconMessages size={48} aria-hidden />
                <Text>{CONVERSATION_TEXT.pickConversation}</Text>
              </Stack>
            </Center>
          ) : (
            <Suspense fallback={<Skeleton height={240} radius="md" />}>
              <ConversationPanel
                key={openId}
                conversationId={openId}
                meId={meId}
                onClose={() => onOpen(null)}
              />
            </Suspense>
          )}
        </section>
      </div>
    </Container>
  );
}

/**
 * The Support and Assistance tab (§2 Seller dashboard): Help Center (View) opens the guide to
 * selling in the club shop, drawn from the shop's own rules; Customer Support (Contact) opens
 * the seller's conversation with the club's admins; Dispute Management (Manage) opens the
 * rejected and cancelled order lines.
 */
import { Alert, Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import {
  ORDER_MOVES,
  ORDER_STATUS_LABEL,
  ORDER_STATUSES,
} from '../../../../contract/orders-constants';
import { SELLER_LIMITS } from '../../../../contract/seller';
import { Modal } from '../../../components/overlays/modal';
import { useSupportConversation } from './api';

function SupportCard({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="xs" h="100%">
        <Title order={4} size="h5">
          {title}
        </Title>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {text}
        </Text>
        <div>{action}</div>
      </Stack>
    </Card>
  );
}

/** Where each status of an order line can go next, from the shop's one table of moves. */
function nextStatuses() {
  return ORDER_STATUSES.map((from) => {
    const to = [
      ...new Set(
        ORDER_MOVES.filter((move) => move.from === from && move.to !== from).map(
          (move) => ORDER_STATUS_LABEL[move.to],
        ),
      ),
    ];
    return { from: ORDER_STATUS_LABEL[from], to };
  });
}

function HelpCenter({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Selling in the club shop" size="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} size="h5">
            How an order line moves
          </Title>
          <Text size="sm">
            Each product in an order is a line of its own, and you move only your lines, in Orders.
            The buyer is told of every move.
          </Text>
          <List size="sm" spacing={2}>
            {nextStatuses()
              .filter((status) => status.to.length > 0)
              .map((status) => (
                <List.Item key={status.from}>
                  {status.from}: on to {status.to.join(' or ')}
                </List.Item>
              ))}
          </List>
          <Text size="sm">
            Rejecting or cancelling a line gives its units back to your stock; taking it up again
            takes them again.
          </Text>
        </Stack>
        <Stack gap={4}>
          <Title order={3} size="h5">
            Getting paid
          </Title>
          <Text size="sm">
            Add the account the club pays you into under Settings, Bank Account Details. The
            club&apos;s admins see your completed sales beside it.
          </Text>
        </Stack>
        <Stack gap={4}>
          <Title order={3} size="h5">
            Stock and reviews
          </Title>
          <Text size="sm">
            A product with {SELLER_LIMITS.lowStockUnits} units or fewer shows under Notifications.
            Buyers review completed lines; you answer each review once, under Reviews and Ratings.
          </Text>
        </Stack>
      </Stack>
    </Modal>
  );
}

export function SellerSupport({
  onOpenDisputes,
}: {
  /** Opens the rejected and cancelled order lines of this dashboard. */
  onOpenDisputes: () => void;
}) {
  const [helpOpen, setHelpOpen] = useState(false);
  const support = useSupportConversation();
  const navigate = useNavigate();
  const contact = () =>
    support.mutate(undefined, {
      onSuccess: ({ conversationId }) =>
        void navigate({ to: '/messges', search: { conversation: conversationId } }),
    });

  return (
    <Stack gap="md">
      <Title order={3}>Support and Assistance</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SupportCard
          title="Help Center"
          text="Guides for selling in the club shop."
          action={
            <Button variant="light" size="xs" onClick={() => setHelpOpen(true)}>
              View
            </Button>
          }
        />
        <SupportCard
          title="Customer Support"
          text="Talk to the club's admins about an order or a payout, in Messages."
          action={
            <Button variant="light" size="xs" loading={support.isPending} onClick={contact}>
              Contact
            </Button>
          }
        />
        <SupportCard
          title="Dispute Management"
          text="Order lines that were rejected or cancelled, to look into or take up again."
          action={
            <Button variant="light" size="xs" onClick={onOpenDisputes}>
              Manage
            </Button>
          }
        />
      </SimpleGrid>
      {support.isError && (
        <Alert color="red" variant="light" role="alert">
          {support.error.message}
        </Alert>
      )}
      <HelpCenter opened={helpOpen} onClose={() => setHelpOpen(false)} />
    </Stack>
  );
}

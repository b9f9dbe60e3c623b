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
import { SUPPORT_TEXT as TEXT } from './texts';

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
    <Modal opened={opened} onClose={onClose} title={TEXT.guideTitle} size="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} size="h5">
            {TEXT.movesHeading}
          </Title>
          <Text size="sm">{TEXT.movesText}</Text>
          <List size="sm" spacing={2}>
            {nextStatuses()
              .filter((status) => status.to.length > 0)
              .map((status) => (
                <List.Item key={status.from}>
                  {TEXT.onTo(
                    status.from,
                    status.to.reduce((all, next) => TEXT.or(all, next)),
                  )}
                </List.Item>
              ))}
          </List>
          <Text size="sm">{TEXT.stockBack}</Text>
        </Stack>
        <Stack gap={4}>
          <Title order={3} size="h5">
            {TEXT.paidHeading}
          </Title>
          <Text size="sm">{TEXT.paidText}</Text>
        </Stack>
        <Stack gap={4}>
          <Title order={3} size="h5">
            {TEXT.stockHeading}
          </Title>
          <Text size="sm">{TEXT.stockText(SELLER_LIMITS.lowStockUnits)}</Text>
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
      <Title order={3}>{TEXT.title}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SupportCard
          title={TEXT.help}
          text={TEXT.helpText}
          action={
            <Button variant="light" size="xs" onClick={() => setHelpOpen(true)}>
              {TEXT.view}
            </Button>
          }
        />
        <SupportCard
          title={TEXT.contactTitle}
          text={TEXT.contactText}
          action={
            <Button variant="light" size="xs" loading={support.isPending} onClick={contact}>
              {TEXT.contact}
            </Button>
          }
        />
        <SupportCard
          title={TEXT.disputes}
          text={TEXT.disputesText}
          action={
            <Button variant="light" size="xs" onClick={onOpenDisputes}>
              {TEXT.manage}
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

/** A seller's return and warranty policies, each folded under its title (seller-shop-card.tsx). */
import { Accordion, Text } from '@mantine/core';

export function SellerPolicies({ policies }: { policies: Array<{ title: string; text: string }> }) {
  return (
    <Accordion variant="contained" radius="md">
      {policies.map((policy) => (
        <Accordion.Item key={policy.title} value={policy.title}>
          <Accordion.Control>{policy.title}</Accordion.Control>
          <Accordion.Panel>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {policy.text}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** The seller dashboard's 'Nothing' tab (§2): its three headings, as text only. */
import { Stack, Text, Title } from '@mantine/core';

export function SellerNothing() {
  return (
    <Stack gap="xs">
      <Title order={3}>Nothing</Title>
      <Text>Promotions Management</Text>
      <Text>Cross-Selling Insights</Text>
      <Text>Ad Campaign Management</Text>
    </Stack>
  );
}

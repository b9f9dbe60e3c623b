/** The seller dashboard's 'Nothing' tab (§2): its three headings, as text only. */
import { Stack, Text, Title } from '@mantine/core';
import { NOTHING_TEXT as TEXT } from './texts';

export function SellerNothing() {
  return (
    <Stack gap="xs">
      <Title order={3}>{TEXT.title}</Title>
      <Text>{TEXT.promotions}</Text>
      <Text>{TEXT.crossSelling}</Text>
      <Text>{TEXT.ads}</Text>
    </Stack>
  );
}

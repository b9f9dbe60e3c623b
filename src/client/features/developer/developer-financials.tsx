/**
 * The developer's Financials tab: the seller's sums over every order line of the shop, and
 * what the club owes each seller with where to pay it.
 */
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FinancialsOf } from '../seller/seller-figures';
import { SellerPayouts } from '../seller/seller-payouts';
import { everyShopLineQuery } from './api';

export function DeveloperFinancials() {
  return (
    <Stack gap="md">
      <FinancialsOf lines={useQuery(everyShopLineQuery)} />
      <SellerPayouts />
    </Stack>
  );
}

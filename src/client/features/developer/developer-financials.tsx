/**
 * The developer's Financials tab: the seller's sums over every order line of the shop, and
 * what the club owes each seller with where to pay it.
 */
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FinancialsOf } from '../back-office/shop/seller-figures';
import { everyShopLineQuery } from '../back-office/shop/api';
import { SellerPayouts } from '../back-office/shop/seller-payouts';

export function DeveloperFinancials() {
  return (
    <Stack gap="md">
      <FinancialsOf lines={useQuery(everyShopLineQuery)} />
      <SellerPayouts />
    </Stack>
  );
}

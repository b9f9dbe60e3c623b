/** The developer's Financials tab: the seller's sums, over every order line of the shop. */
import { useQuery } from '@tanstack/react-query';
import { FinancialsOf } from '../seller/seller-figures';
import { everyShopLineQuery } from './api';

export function DeveloperFinancials() {
  return <FinancialsOf lines={useQuery(everyShopLineQuery)} />;
}

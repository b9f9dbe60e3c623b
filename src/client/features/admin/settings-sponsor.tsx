/**
 * The Sponsor bike shop fieldset of the Settings tab: which seller account the sponsor's
 * storefront (/sdcbikewala) sells as, chosen among the members holding ROLE_SELLER, or none.
 * The server refuses anybody else.
 */
import { Fieldset, Select } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROLE_PATHS } from '../../../contract/api-paths';
import type { Page } from '../../../contract/paging';
import type { PublicUser } from '../../../contract/users';
import { api } from '../../lib/api-client';
import { ADMIN_TEXT, SETTINGS_TEXT } from './texts';
import { LoadFailed } from '../../components/load-failed';

/** The club has a handful of sellers; one page of the largest size holds them all. */
const SELLERS_PAGE_SIZE = 100;
const NONE = '';

export const sellersQuery = queryOptions({
  queryKey: ['admin', 'sellers'] as const,
  queryFn: ({ signal }) =>
    api<Page<PublicUser>>(ROLE_PATHS.holders('ROLE_SELLER'), {
      query: { page: 0, size: SELLERS_PAGE_SIZE },
      signal,
    }),
});

interface Props {
  value: number | null;
  error: string | undefined;
  onChange: (value: number | null) => void;
}

export function SponsorFieldset({ value, error, onChange }: Props) {
  const sellers = useQuery(sellersQuery);
  const options = [
    { value: NONE, label: SETTINGS_TEXT.none },
    ...(sellers.data?.content ?? []).map((seller) => ({
      value: String(seller.id),
      label: `${seller.fullName} (@${seller.username})`,
    })),
  ];
  // A stored seller who no longer holds the role still shows, so the admin sees what is set.
  if (value !== null && !options.some((option) => option.value === String(value))) {
    options.push({ value: String(value), label: SETTINGS_TEXT.memberNumber(value) });
  }
  return (
    <Fieldset legend={SETTINGS_TEXT.sponsor}>
      <Select
        label={SETTINGS_TEXT.sponsorSeller}
        description={SETTINGS_TEXT.sponsorSellerHint}
        data={options}
        value={value === null ? NONE : String(value)}
        allowDeselect={false}
        maw={420}
        error={error}
        onChange={(picked) => onChange(picked ? Number(picked) : null)}
      />
      {sellers.isError && (
        <LoadFailed
          title={ADMIN_TEXT.sellersLoadFailed}
          error={sellers.error}
          onRetry={() => void sellers.refetch()}
        />
      )}
    </Fieldset>
  );
}

/**
 * Where something goes: the contact's name, phone and address and, for the club's shop and its
 * jerseys, the delivery option with its charge. One set of fields for the shop's checkout, a
 * jersey pre-order and a parcel's receiver; it reads the form it sits in (react-hook-form's
 * FormProvider), at the paths it is given: by default a `delivery` object.
 */
import { Radio, Stack, TextInput } from '@mantine/core';
import { Controller, get, useFormContext } from 'react-hook-form';
import { defineTexts } from '../../contract/i18n/texts';
import {
  DELIVERY_OPTIONS,
  DELIVERY_OPTION_LABEL,
  type DeliveryOption,
} from '../../contract/settings-constants';
import { formatMoney } from '../lib/money';
import { GrowingTextarea } from './growing-textarea';

export const DELIVERY_TEXT = defineTexts({
  name: /*i18n*/ { id: 'Name' },
  phone: /*i18n*/ { id: 'Phone' },
  address: /*i18n*/ { id: 'Address' },
  option: /*i18n*/ { id: 'Delivery option' },
  free: /*i18n*/ { id: 'free', comment: 'A delivery option that costs nothing: Pickup · free' },
});

type ContactPart = 'name' | 'phone' | 'address';

/** Where the form keeps each part of the contact. */
export type ContactPaths = Record<ContactPart, string>;

const ORDER_DELIVERY: ContactPaths = {
  name: 'delivery.name',
  phone: 'delivery.phone',
  address: 'delivery.address',
};

export function DeliveryFields({
  paths = ORDER_DELIVERY,
  labels = DELIVERY_TEXT,
  someoneElse = false,
  options,
}: {
  paths?: ContactPaths;
  labels?: Record<ContactPart, string>;
  /**
   * The contact is another person's (a parcel's receiver): the browser must not fill in the
   * member's own name, phone and address.
   */
  someoneElse?: boolean;
  /**
   * The delivery options, at `delivery.option`, with what each costs in minor units (none shown
   * until known); left out where there is no option to choose.
   */
  options?: { charges: Record<DeliveryOption, number> | undefined; currency: string };
}) {
  const { control, register, formState } = useFormContext();
  const errorOf = (path: string) =>
    (get(formState.errors, path) as { message?: string } | undefined)?.message;
  const labelOf = (option: DeliveryOption) => {
    const charge = options?.charges?.[option];
    if (charge === undefined) return DELIVERY_OPTION_LABEL[option];
    return `${DELIVERY_OPTION_LABEL[option]} · ${
      charge === 0 ? DELIVERY_TEXT.free : formatMoney(charge, options!.currency)
    }`;
  };
  return (
    <>
      <TextInput
        label={labels.name}
        autoComplete={someoneElse ? 'off' : 'name'}
        required
        {...register(paths.name)}
        error={errorOf(paths.name)}
      />
      <TextInput
        label={labels.phone}
        type="tel"
        autoComplete={someoneElse ? 'off' : 'tel'}
        required
        {...register(paths.phone)}
        error={errorOf(paths.phone)}
      />
      <GrowingTextarea
        label={labels.address}
        autoComplete={someoneElse ? 'off' : 'street-address'}
        minRows={2}
        required
        {...register(paths.address)}
        error={errorOf(paths.address)}
      />
      {options && (
        <Controller
          control={control}
          name="delivery.option"
          render={({ field }) => (
            <Radio.Group
              label={DELIVERY_TEXT.option}
              value={field.value as DeliveryOption}
              onChange={field.onChange}
              error={errorOf('delivery.option')}
            >
              <Stack gap={6} mt={6}>
                {DELIVERY_OPTIONS.map((option) => (
                  <Radio key={option} value={option} label={labelOf(option)} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
      )}
    </>
  );
}

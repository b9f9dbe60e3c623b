/**
 * Where an order goes: the contact's name, phone and address, and the delivery option with its
 * charge. One set of fields for the shop's checkout and a jersey pre-order; it reads the form
 * it sits in (react-hook-form's FormProvider), whose values hold a `delivery` object.
 */
import { Radio, Stack, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import type { Delivery } from '../../contract/orders';
import {
  DELIVERY_OPTIONS,
  DELIVERY_OPTION_LABEL,
  type DeliveryOption,
} from '../../contract/settings-constants';
import { formatMoney } from '../lib/money';
import { GrowingTextarea } from './growing-textarea';

export const DELIVERY_TEXT = {
  name: 'Name',
  phone: 'Phone',
  address: 'Address',
  option: 'Delivery option',
  free: 'free',
} as const;

export function DeliveryFields({
  charges,
  currency,
}: {
  /** What each option costs, in minor units; the options show no charge until it is known. */
  charges: Record<DeliveryOption, number> | undefined;
  currency: string;
}) {
  const { control, register, formState } = useFormContext<{ delivery: Delivery }>();
  const errors = formState.errors.delivery;
  const labelOf = (option: DeliveryOption) => {
    if (!charges) return DELIVERY_OPTION_LABEL[option];
    const charge = charges[option];
    return `${DELIVERY_OPTION_LABEL[option]} · ${
      charge === 0 ? DELIVERY_TEXT.free : formatMoney(charge, currency)
    }`;
  };
  return (
    <>
      <TextInput
        label={DELIVERY_TEXT.name}
        autoComplete="name"
        required
        {...register('delivery.name')}
        error={errors?.name?.message}
      />
      <TextInput
        label={DELIVERY_TEXT.phone}
        type="tel"
        autoComplete="tel"
        required
        {...register('delivery.phone')}
        error={errors?.phone?.message}
      />
      <GrowingTextarea
        label={DELIVERY_TEXT.address}
        autoComplete="street-address"
        minRows={2}
        required
        {...register('delivery.address')}
        error={errors?.address?.message}
      />
      <Controller
        control={control}
        name="delivery.option"
        render={({ field }) => (
          <Radio.Group
            label={DELIVERY_TEXT.option}
            value={field.value}
            onChange={field.onChange}
            error={errors?.option?.message}
          >
            <Stack gap={6} mt={6}>
              {DELIVERY_OPTIONS.map((option) => (
                <Radio key={option} value={option} label={labelOf(option)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
    </>
  );
}

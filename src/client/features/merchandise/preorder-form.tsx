/**
 * The pre-order form: size, sleeve, quantity, delivery and payment, with the total worked out
 * as the member types. Submit sends the figures shown; when the server's differ (409) its
 * figures replace them and the member submits again, so nobody pays what they did not see.
 * What was typed is kept in the tab's session storage, so going offline, closing the form or
 * reloading loses nothing.
 */
import {
  Alert,
  Button,
  Divider,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { zodResolver } from '../../lib/i18n/form-resolver';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  preOrderChoiceSchema,
  type Jersey,
  type PreOrder,
  type PreOrderPriceChanged,
  type PreOrderQuote,
} from '../../../contract/merchandise';
import {
  JERSEY_PAYMENT_LABEL,
  JERSEY_SIZES,
  MERCHANDISE_ERROR_CODE,
  SIZE_GROUPS,
  SIZE_GROUP_LABEL,
  SLEEVES,
  SLEEVE_LABEL,
} from '../../../contract/merchandise-constants';
import { offeredTransfers } from '../../../contract/payments-constants';
import { ApiError } from '../../lib/api-client';
import { useOnline } from '../../lib/pwa/connectivity';
import { errorMessage } from '../../lib/errors';
import { settingsQuery } from '../../lib/club-settings';
import { formatMoney } from '../../lib/money';
import { DeliveryFields } from '../../components/delivery-fields';
import { TransferFields } from '../../components/transfer-fields';
import { placePreOrder } from './api';
import { localQuote } from './figures';
import { MERCHANDISE_SCREEN_TEXT as TEXT } from './texts';

type ChoiceValues = z.input<typeof preOrderChoiceSchema>;
type ChoiceParsed = z.output<typeof preOrderChoiceSchema>;

const draftKey = (jerseyId: number) => `merchandise-draft-${jerseyId}`;

function readDraft(jerseyId: number): Partial<ChoiceValues> | null {
  try {
    const text = sessionStorage.getItem(draftKey(jerseyId));
    return text ? (JSON.parse(text) as Partial<ChoiceValues>) : null;
  } catch {
    return null;
  }
}

/** The sizes by group, in the page's language each time the form is drawn. */
const sizeOptions = () =>
  SIZE_GROUPS.map((group) => ({
    group: SIZE_GROUP_LABEL[group],
    items: JERSEY_SIZES.filter((size) => size.group === group).map((size) => ({
      value: size.code,
      label: TEXT.sizeOption(size.label, size.chest, size.length),
    })),
  }));

export function PreOrderForm({
  jersey,
  contact,
  onPlaced,
}: {
  jersey: Jersey;
  /** The member's own details, to start the delivery contact with. */
  contact: { name: string; phone: string; address: string };
  onPlaced: (preOrder: PreOrder) => void | Promise<void>;
}) {
  const online = useOnline();
  const settings = useQuery(settingsQuery);
  const form = useForm<ChoiceValues, unknown, ChoiceParsed>({
    resolver: zodResolver(preOrderChoiceSchema),
    defaultValues: {
      size: 'regular-m',
      sleeve: 'half',
      quantity: 1,
      delivery: { ...contact, option: 'pickup' },
      payment: { method: 'cash_at_pickup', accountNumber: '', transactionId: '' },
      ...readDraft(jersey.id),
      jerseyId: jersey.id,
    },
  });
  const typed = useWatch({ control: form.control });
  useEffect(() => {
    sessionStorage.setItem(draftKey(jersey.id), JSON.stringify(typed));
  }, [typed, jersey.id]);

  const [size, sleeve, quantity, option, method] = useWatch({
    control: form.control,
    name: ['size', 'sleeve', 'quantity', 'delivery.option', 'payment.method'],
  });
  const choiceKey = `${size}|${sleeve}|${quantity}|${option}`;
  const local = settings.data
    ? localQuote(jersey, { size, sleeve, quantity: Number(quantity), option }, settings.data)
    : null;
  const [override, setOverride] = useState<{
    key: string;
    quote: PreOrderQuote;
    message: string;
  } | null>(null);
  const priceChanged = override !== null && override.key === choiceKey;
  const shown = priceChanged ? override.quote : local;
  const [refusal, setRefusal] = useState<string | null>(null);
  // The same pre-order retried after a lost reply keeps its key: the server replays it.
  const sent = useRef<{ body: string; key: string } | null>(null);

  const place = async (values: ChoiceParsed) => {
    if (!shown) return;
    setRefusal(null);
    const body = {
      ...values,
      unitPrice: shown.unitPrice,
      deliveryCharge: shown.deliveryCharge,
      total: shown.total,
    };
    const text = JSON.stringify(body);
    if (sent.current?.body !== text) sent.current = { body: text, key: crypto.randomUUID() };
    try {
      const placed = await placePreOrder(body, sent.current.key);
      sessionStorage.removeItem(draftKey(jersey.id));
      await onPlaced(placed);
    } catch (error) {
      const reply = error instanceof ApiError ? (error.body as Partial<PreOrderPriceChanged>) : {};
      if (
        error instanceof ApiError &&
        error.status === 409 &&
        reply.code === MERCHANDISE_ERROR_CODE.priceChanged &&
        reply.quote
      ) {
        setOverride({ key: choiceKey, quote: reply.quote, message: error.message });
        return;
      }
      setRefusal(errorMessage(error));
    }
  };

  const errors = form.formState.errors;
  const money = (minor: number) => formatMoney(minor, shown?.currency ?? jersey.currency);
  const total = shown ? money(shown.total) : '';
  const charges = settings.data?.jerseyDeliveryCharges;
  const payees = settings.data?.payeeAccounts;
  const methods = ['cash_at_pickup' as const, ...(payees ? offeredTransfers(payees) : [])];

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void form.handleSubmit(place)(event)} noValidate>
        <Stack gap="sm">
          <Controller
            control={form.control}
            name="size"
            render={({ field }) => (
              <Select
                label={TEXT.size}
                data={sizeOptions()}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
                error={errors.size?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="sleeve"
            render={({ field }) => (
              <SegmentedControl
                aria-label={TEXT.sleeve}
                fullWidth
                value={field.value}
                onChange={field.onChange}
                data={SLEEVES.map((value) => ({ value, label: SLEEVE_LABEL[value] }))}
              />
            )}
          />
          <Controller
            control={form.control}
            name="quantity"
            render={({ field }) => (
              <NumberInput
                label={TEXT.quantity}
                min={1}
                max={20}
                allowDecimal={false}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                error={errors.quantity?.message}
              />
            )}
          />

          <Divider label={TEXT.delivery} labelPosition="left" mt="xs" />
          <DeliveryFields options={{ charges, currency: shown?.currency ?? jersey.currency }} />

          <Divider label={TEXT.payment} labelPosition="left" mt="xs" />
          <Controller
            control={form.control}
            name="payment.method"
            render={({ field }) => (
              <Select
                label={TEXT.method}
                data={methods.map((value) => ({
                  value,
                  label: JERSEY_PAYMENT_LABEL[value],
                }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                error={errors.payment?.method?.message}
              />
            )}
          />
          <TransferFields
            method={method}
            payees={payees}
            total={total}
            accountLabel={TEXT.accountNumber}
          />

          {/* The total and the button stay in sight while the form scrolls on a phone. */}
          <Stack
            gap="sm"
            pos="sticky"
            bottom={0}
            py="sm"
            bg="var(--mantine-color-body)"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)', zIndex: 1 }}
          >
            {shown && (
              <Stack gap={2} aria-live="polite" data-testid="preorder-figures">
                <Group justify="space-between">
                  <Text size="sm">
                    {TEXT.unitPrice} × {shown.quantity}
                  </Text>
                  <Text size="sm">
                    {money(shown.unitPrice)} × {shown.quantity}
                  </Text>
                </Group>
                <Group justify="space-between">
                  <Text size="sm">{TEXT.deliveryCharge}</Text>
                  <Text size="sm">
                    {shown.deliveryCharge === 0 ? TEXT.free : money(shown.deliveryCharge)}
                  </Text>
                </Group>
                <Group justify="space-between">
                  <Text fw={700}>{TEXT.total}</Text>
                  <Text fw={700}>{total}</Text>
                </Group>
              </Stack>
            )}
            {priceChanged && (
              <Alert color="orange" variant="light" title={TEXT.priceChangedTitle}>
                {override.message}
              </Alert>
            )}
            {refusal && (
              <Alert color="red" variant="light" title={TEXT.refusedTitle}>
                {refusal}
              </Alert>
            )}
            {!online && (
              <Alert color="yellow" variant="light" role="status">
                {TEXT.offline}
              </Alert>
            )}
            <Button
              type="submit"
              size="md"
              disabled={!shown || !online}
              loading={form.formState.isSubmitting}
            >
              {priceChanged ? TEXT.submitAgain(total) : TEXT.submit(total)}
            </Button>
          </Stack>
        </Stack>
      </form>
    </FormProvider>
  );
}

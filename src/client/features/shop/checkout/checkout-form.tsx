/**
 * The checkout: delivery contact and address, delivery option, payment (cash on delivery, or a
 * transfer to the club's account for a method it takes, with the account paid from and the
 * transaction id) and the server's figures for them.
 * Confirm sends the figures shown; when the server's differ (409) its figures replace them
 * and the buyer confirms again, so nobody pays what they did not see.
 */
import { Alert, Button, Card, Grid, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '../../../lib/i18n/form-resolver';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  ORDER_ERROR_CODE,
  PAYMENT_METHOD_LABEL,
  deliverySchema,
  paymentSchema,
  type OrderQuote,
  type PriceChangedReply,
} from '../../../../contract/orders';
import { offeredTransfers } from '../../../../contract/payments-constants';
import { ApiError } from '../../../lib/api-client';
import { useOnline } from '../../../lib/pwa/connectivity';
import { errorMessage } from '../../../lib/errors';
import { confirmOrder, quoteQuery, settingsQuery } from '../api';
import { confirmationOf } from './checkout-payload';
import { formatMoney } from '../../../lib/money';
import { OrderFigures } from '../orders/order-figures';
import { DeliveryFields } from '../../../components/delivery-fields';
import { LoadFailed } from '../../../components/load-failed';
import { TransferFields } from '../../../components/transfer-fields';
import { CHECKOUT_TEXT } from '../texts';

const checkoutFormSchema = z.object({ delivery: deliverySchema, payment: paymentSchema });
type CheckoutValues = z.input<typeof checkoutFormSchema>;
type CheckoutParsed = z.output<typeof checkoutFormSchema>;

export interface CheckoutItem {
  productId: number;
  quantity: number;
}

export function CheckoutForm({
  items,
  contact,
  onPlaced,
}: {
  items: CheckoutItem[];
  /** The member's own details, to start the delivery contact with. */
  contact: { name: string; phone: string; address: string };
  onPlaced: (orderNumber: string) => void | Promise<void>;
}) {
  const online = useOnline();
  const form = useForm<CheckoutValues, unknown, CheckoutParsed>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: {
      delivery: { ...contact, option: 'pickup' },
      payment: { method: 'cash_on_delivery', accountNumber: '', transactionId: '' },
    },
  });
  const option = useWatch({ control: form.control, name: 'delivery.option' });
  const method = useWatch({ control: form.control, name: 'payment.method' });
  const settings = useQuery(settingsQuery);
  const quote = useQuery(quoteQuery({ orderItems: items, deliveryOption: option }));
  // The server's figures from a refused confirmation, for the option they were asked with.
  const [override, setOverride] = useState<{
    option: string;
    quote: OrderQuote;
    /** The server's words: what changed and what to do. */
    message: string;
  } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const shown = override?.option === option ? override.quote : (quote.data ?? null);
  const priceChanged = override !== null && override.option === option;
  // The same confirmation retried after a lost reply keeps its key: the server replays it.
  const sent = useRef<{ body: string; key: string } | null>(null);

  const place = async (values: CheckoutParsed) => {
    if (!shown) return;
    setRefusal(null);
    const body = confirmationOf(shown, values.delivery, values.payment);
    const text = JSON.stringify(body);
    if (sent.current?.body !== text) sent.current = { body: text, key: crypto.randomUUID() };
    try {
      const number = await confirmOrder(body, sent.current.key);
      await onPlaced(number);
    } catch (error) {
      const reply = error instanceof ApiError ? (error.body as Partial<PriceChangedReply>) : {};
      if (
        error instanceof ApiError &&
        error.status === 409 &&
        reply.code === ORDER_ERROR_CODE.priceChanged &&
        reply.quote
      ) {
        setOverride({ option, quote: reply.quote, message: error.message });
        return;
      }
      setOverride(null);
      setRefusal(errorMessage(error));
      void quote.refetch();
    }
  };

  const errors = form.formState.errors;
  const total = shown ? formatMoney(shown.total, shown.currency) : '';
  const payees = settings.data?.payeeAccounts;
  const methods = ['cash_on_delivery' as const, ...(payees ? offeredTransfers(payees) : [])];

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void form.handleSubmit(place)(event)} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <Card withBorder radius="md" padding="md">
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    {CHECKOUT_TEXT.delivery}
                  </Title>
                  <DeliveryFields
                    options={{
                      charges: settings.data?.deliveryCharges,
                      currency: settings.data?.currency ?? '',
                    }}
                  />
                </Stack>
              </Card>
              <Card withBorder radius="md" padding="md">
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    {CHECKOUT_TEXT.payment}
                  </Title>
                  <Controller
                    control={form.control}
                    name="payment.method"
                    render={({ field }) => (
                      <Radio.Group
                        label={CHECKOUT_TEXT.method}
                        value={field.value}
                        onChange={field.onChange}
                        error={errors.payment?.method?.message}
                      >
                        <Stack gap={6} mt={6}>
                          {methods.map((value) => (
                            <Radio key={value} value={value} label={PAYMENT_METHOD_LABEL[value]} />
                          ))}
                        </Stack>
                      </Radio.Group>
                    )}
                  />
                  <TransferFields
                    method={method}
                    payees={payees}
                    total={total}
                    accountLabel={CHECKOUT_TEXT.accountNumber}
                  />
                </Stack>
              </Card>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder radius="md" padding="md" pos="sticky" top={72}>
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {CHECKOUT_TEXT.items}
                </Title>
                {!shown && quote.isPending && <Skeleton height={160} />}
                {!shown && quote.isError && (
                  <LoadFailed
                    title={CHECKOUT_TEXT.quoteFailed}
                    error={quote.error}
                    onRetry={() => void quote.refetch()}
                  />
                )}
                {shown && <OrderFigures figures={shown} />}
                {priceChanged && override && (
                  <Alert color="orange" variant="light" title={CHECKOUT_TEXT.priceChangedTitle}>
                    <Text size="sm">{override.message}</Text>
                  </Alert>
                )}
                {refusal && (
                  <Alert color="red" variant="light" title={CHECKOUT_TEXT.refusedTitle}>
                    {refusal}
                  </Alert>
                )}
                {!online && (
                  <Text size="sm" c="dimmed">
                    {CHECKOUT_TEXT.offline}
                  </Text>
                )}
                <Button
                  type="submit"
                  size="md"
                  disabled={!shown || !online}
                  loading={form.formState.isSubmitting}
                >
                  {priceChanged ? CHECKOUT_TEXT.confirmAgain(total) : CHECKOUT_TEXT.confirm(total)}
                </Button>
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      </form>
    </FormProvider>
  );
}

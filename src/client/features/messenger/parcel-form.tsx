/**
 * The merchant's "New parcel" form. The server's quote is shown before sending and asked again
 * as the weight and map points change; the send carries the charge shown, and when the server's
 * differs (409) its quote replaces it and the merchant sends again, so nobody is charged what
 * they did not see. What is typed is kept as a draft on this device until the server has it.
 */
import {
  Button,
  Card,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { Parcel, ParcelPicture, ParcelQuote } from '../../../contract/parcels';
import { PARCEL_ERROR_CODE, PARCEL_LIMITS } from '../../../contract/parcels-constants';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/errors';
import { quoteQuery, sendParcel } from './api';
import {
  fieldOfPath,
  toParcelInput,
  toQuoteRequest,
  type ParcelField,
  type ParcelFormValues,
} from './form-values';
import { parcelFormErrors } from './form-errors';
import { clearDraft, loadDraft, saveDraft } from './parcel-draft';
import { ParcelPictures } from './parcel-pictures';
import type { PointField } from './map-points';
import { PointsMap } from './points-map';
import { QuotePanel } from './quote-panel';
import { MESSENGER_TEXT } from './texts';
import { EMPTY_PARCEL_FORM } from './form-values';
import { markServerFieldErrors } from '../../lib/server-field-errors';
import { GrowingTextarea } from '../../components/growing-textarea';
import { DeliveryFields, type ContactPaths } from '../../components/delivery-fields';

const TEXT = MESSENGER_TEXT.form;

/** The receiver's contact, in the form's flat fields (as drafts kept on the device hold them). */
const RECEIVER_PATHS: Record<keyof ContactPaths, ParcelField> = {
  name: 'receiverName',
  phone: 'receiverPhone',
  address: 'receiverAddress',
};

const resolver: Resolver<ParcelFormValues> = (values) => {
  const errors = parcelFormErrors(values);
  const entries = Object.entries(errors);
  if (entries.length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(
      entries.map(([field, message]) => [field, { type: 'validate', message }]),
    ),
  };
};

function PointFields({
  form,
  prefix,
  onHere,
}: {
  form: ReturnType<typeof useForm<ParcelFormValues>>;
  prefix: 'pickup' | 'receiver';
  onHere?: () => void;
}) {
  const lat = `${prefix}Lat` as const;
  const lng = `${prefix}Lng` as const;
  const errors = form.formState.errors;
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {TEXT.mapPoint}
      </Text>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label={prefix === 'pickup' ? TEXT.pickupLat : TEXT.receiverLat}
          inputMode="decimal"
          style={{ flex: 1 }}
          {...form.register(lat)}
          error={errors[lat]?.message}
        />
        <TextInput
          label={prefix === 'pickup' ? TEXT.pickupLng : TEXT.receiverLng}
          inputMode="decimal"
          style={{ flex: 1 }}
          {...form.register(lng)}
          error={errors[lng]?.message}
        />
      </Group>
      {onHere && (
        <Button
          variant="subtle"
          size="xs"
          w="fit-content"
          leftSection={<IconCurrentLocation size={14} />}
          onClick={onHere}
        >
          {TEXT.hereForPickup}
        </Button>
      )}
    </Stack>
  );
}

export function ParcelForm({
  userId,
  onSent,
}: {
  userId: number;
  onSent: (parcel: Parcel) => void | Promise<void>;
}) {
  const draft = useMemo(() => loadDraft(userId), [userId]);
  const form = useForm<ParcelFormValues>({
    resolver,
    defaultValues: draft?.values ?? EMPTY_PARCEL_FORM,
  });
  const [pictures, setPictures] = useState<ParcelPicture[]>(draft?.pictures ?? []);
  const [uploads, setUploads] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [changed, setChanged] = useState<{ quote: ParcelQuote; message: string } | null>(null);
  const sent = useRef<{ body: string; key: string } | null>(null);

  const values = useWatch({ control: form.control }) as ParcelFormValues;
  // Kept on every change: a reload or a lost send gives the same form back.
  useEffect(() => saveDraft(userId, { values, pictures }), [userId, values, pictures]);

  const request = toQuoteRequest(values);
  // Debounced as text: a new object each render would restart the wait for ever.
  const [settledText] = useDebouncedValue(JSON.stringify(request), 400);
  const settled = useMemo(
    () => JSON.parse(settledText) as ReturnType<typeof toQuoteRequest>,
    [settledText],
  );
  const quote = useQuery(quoteQuery(settled));
  const fresh = quote.data ?? null;
  const shown =
    changed && JSON.stringify(changed.quote) !== JSON.stringify(fresh) ? changed.quote : fresh;

  const fillPickupHere = () => {
    navigator.geolocation?.getCurrentPosition((found) => {
      form.setValue('pickupLat', found.coords.latitude.toFixed(5), { shouldDirty: true });
      form.setValue('pickupLng', found.coords.longitude.toFixed(5), { shouldDirty: true });
    });
  };

  const pickPoint = (field: PointField, text: { lat: string; lng: string }) => {
    form.setValue(`${field}Lat`, text.lat, { shouldDirty: true, shouldValidate: true });
    form.setValue(`${field}Lng`, text.lng, { shouldDirty: true, shouldValidate: true });
  };

  const send = async (valid: ParcelFormValues) => {
    setRefusal(null);
    const charge = shown?.deliveryCharge ?? null;
    const body = toParcelInput(valid, pictures, charge);
    const text = JSON.stringify(body);
    if (sent.current?.body !== text) sent.current = { body: text, key: crypto.randomUUID() };
    try {
      const parcel = await sendParcel(body, sent.current.key);
      clearDraft(userId);
      setChanged(null);
      form.reset(EMPTY_PARCEL_FORM);
      setPictures([]);
      sent.current = null;
      await onSent(parcel);
    } catch (error) {
      if (error instanceof ApiError) {
        const reply = error.body as { code?: string; quote?: ParcelQuote };
        if (error.status === 409 && reply.code === PARCEL_ERROR_CODE.chargeChanged && reply.quote) {
          setChanged({ quote: reply.quote, message: error.message });
          void quote.refetch();
          return;
        }
        markServerFieldErrors(form.setError, error, fieldOfPath);
      }
      setRefusal(errorMessage(error));
    }
  };

  const errors = form.formState.errors;
  const busy = form.formState.isSubmitting;

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void form.handleSubmit(send)(event)} noValidate>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <Card withBorder radius="md" padding="md">
                <Stack gap="sm">
                  <Title order={3} size="h5">
                    {TEXT.parcel}
                  </Title>
                  <TextInput
                    label={TEXT.name}
                    required
                    maxLength={PARCEL_LIMITS.nameMaxLength}
                    {...form.register('name')}
                    error={errors.name?.message}
                  />
                  <GrowingTextarea
                    label={TEXT.description}
                    minRows={2}
                    maxLength={PARCEL_LIMITS.descriptionMaxLength}
                    {...form.register('description')}
                    error={errors.description?.message}
                  />
                  <SimpleGrid cols={2} spacing="sm">
                    <TextInput
                      label={TEXT.weightKg}
                      required
                      inputMode="decimal"
                      {...form.register('weightKg')}
                      error={errors.weightKg?.message}
                    />
                    <TextInput
                      label={TEXT.cash}
                      description={TEXT.cashHint}
                      inputWrapperOrder={['label', 'input', 'description', 'error']}
                      inputMode="decimal"
                      {...form.register('cash')}
                      error={errors.cash?.message}
                    />
                  </SimpleGrid>
                  <ParcelPictures
                    pictures={pictures}
                    onChange={setPictures}
                    onBusy={(delta) => setUploads((count) => count + delta)}
                    disabled={busy}
                  />
                </Stack>
              </Card>
              <Card withBorder radius="md" padding="md">
                <Stack gap="sm">
                  <Title order={3} size="h5">
                    {TEXT.pickup}
                  </Title>
                  <GrowingTextarea
                    label={TEXT.pickupAddress}
                    required
                    minRows={2}
                    autoComplete="street-address"
                    {...form.register('pickupAddress')}
                    error={errors.pickupAddress?.message}
                  />
                  <PointFields form={form} prefix="pickup" onHere={fillPickupHere} />
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                    <TextInput
                      type="datetime-local"
                      label={TEXT.windowStart}
                      {...form.register('windowStart')}
                      error={errors.windowStart?.message}
                    />
                    <TextInput
                      type="datetime-local"
                      label={TEXT.windowEnd}
                      {...form.register('windowEnd')}
                      error={errors.windowEnd?.message}
                    />
                  </SimpleGrid>
                  <GrowingTextarea
                    label={TEXT.pickupInstructions}
                    minRows={1}
                    maxLength={PARCEL_LIMITS.instructionsMaxLength}
                    {...form.register('pickupInstructions')}
                    error={errors.pickupInstructions?.message}
                  />
                </Stack>
              </Card>
              <Card withBorder radius="md" padding="md">
                <Stack gap="sm">
                  <Title order={3} size="h5">
                    {TEXT.receiver}
                  </Title>
                  <DeliveryFields
                    paths={RECEIVER_PATHS}
                    labels={{
                      name: TEXT.receiverName,
                      phone: TEXT.receiverPhone,
                      address: TEXT.receiverAddress,
                    }}
                    someoneElse
                  />
                  <PointFields form={form} prefix="receiver" />
                  <GrowingTextarea
                    label={TEXT.deliveryInstructions}
                    minRows={1}
                    maxLength={PARCEL_LIMITS.instructionsMaxLength}
                    {...form.register('deliveryInstructions')}
                    error={errors.deliveryInstructions?.message}
                  />
                </Stack>
              </Card>
              <Card
                withBorder
                radius="md"
                padding="md"
                component="section"
                aria-label={TEXT.mapHeading}
              >
                <Stack gap="sm">
                  <Title order={3} size="h5">
                    {TEXT.mapHeading}
                  </Title>
                  <PointsMap values={values} onPick={pickPoint} />
                </Stack>
              </Card>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="sm" style={{ position: 'sticky', top: 72 }}>
              <QuotePanel
                quote={request ? shown : null}
                loading={request !== null && quote.isFetching}
                error={request && quote.isError ? errorMessage(quote.error) : null}
                changedMessage={changed?.message ?? null}
              />
              {refusal && (
                <Text size="sm" c="red" role="alert">
                  {refusal}
                </Text>
              )}
              <Button type="submit" size="md" loading={busy} disabled={uploads > 0}>
                {TEXT.send}
              </Button>
              <Group justify="space-between" gap="xs">
                <Text size="xs" c="dimmed" style={{ flex: 1 }}>
                  {TEXT.draftKept}
                </Text>
                <Button
                  variant="subtle"
                  color="gray"
                  size="xs"
                  onClick={() => {
                    form.reset(EMPTY_PARCEL_FORM);
                    setPictures([]);
                    setChanged(null);
                    setRefusal(null);
                    clearDraft(userId);
                  }}
                >
                  {TEXT.discard}
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
    </FormProvider>
  );
}

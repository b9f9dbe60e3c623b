/**
 * Add or edit a jersey (admins and developers): name, description, pictures uploaded with
 * their progress, a price per size group and sleeve (typed in the currency's major unit, kept
 * in minor units), and whether it is open for pre-orders.
 */
import {
  Alert,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '../../lib/i18n/form-resolver';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { jerseyInputSchema, type Jersey } from '../../../contract/merchandise';
import {
  MERCHANDISE_LIMITS,
  SIZE_GROUPS,
  SIZE_GROUP_LABEL,
  SLEEVES,
  SLEEVE_LABEL,
} from '../../../contract/merchandise-constants';
import { MINOR_PER_MAJOR } from '../../../contract/settings-constants';
import { errorMessage } from '../../lib/errors';
import { PictureThumb, PictureUpload } from './picture-upload';
import { saveJersey } from './api';
import { MERCHANDISE_SCREEN_TEXT as TEXT } from './texts';
import { GrowingTextarea } from '../../components/growing-textarea';

type Values = z.input<typeof jerseyInputSchema>;
type Parsed = z.output<typeof jerseyInputSchema>;

const EMPTY_PRICES = { half: 0, full: 0 };

function toMinor(value: number | string): number {
  const number = typeof value === 'number' ? value : Number(value.replace(/,/g, ''));
  return Number.isFinite(number) ? Math.round(number * MINOR_PER_MAJOR) : 0;
}

export function JerseyForm({
  jersey,
  currency,
  onSaved,
}: {
  jersey: Jersey | null;
  currency: string;
  onSaved: (saved: Jersey) => void;
}) {
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(jerseyInputSchema),
    defaultValues: jersey
      ? {
          name: jersey.name,
          description: jersey.description,
          pictures: jersey.pictures.map((picture) => picture.url),
          prices: jersey.prices,
          open: jersey.open,
        }
      : {
          name: '',
          description: '',
          pictures: [],
          prices: { baby: EMPTY_PRICES, kids: EMPTY_PRICES, adult: EMPTY_PRICES },
          open: true,
        },
  });
  const shownPictures = useWatch({ control: form.control, name: 'pictures' }) ?? [];
  const [problem, setProblem] = useState<string | null>(null);
  const errors = form.formState.errors;

  const save = async (values: Parsed) => {
    setProblem(null);
    try {
      onSaved(await saveJersey(jersey?.id ?? null, values));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(save)(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={TEXT.jerseyName}
          required
          {...form.register('name')}
          error={errors.name?.message}
        />
        <GrowingTextarea
          label={TEXT.description}
          minRows={3}
          {...form.register('description')}
          error={errors.description?.message}
        />
        <Text size="sm" fw={500}>
          {TEXT.pictures}
        </Text>
        <Group gap="sm">
          {shownPictures.map((url, index) => (
            <PictureThumb
              key={url}
              url={url}
              label={TEXT.pictureNumbered(index + 1)}
              onRemove={() =>
                form.setValue(
                  'pictures',
                  shownPictures.filter((_, at) => at !== index),
                )
              }
            />
          ))}
        </Group>
        <PictureUpload
          label={TEXT.addPicture}
          disabled={shownPictures.length >= MERCHANDISE_LIMITS.picturesMax}
          onUploaded={(url) => form.setValue('pictures', [...shownPictures, url])}
        />
        <Text size="sm" fw={500}>
          {TEXT.prices} ({currency})
        </Text>
        <SimpleGrid cols={2} spacing="sm">
          {SIZE_GROUPS.flatMap((group) =>
            SLEEVES.map((sleeve) => (
              <Controller
                key={`${group}-${sleeve}`}
                control={form.control}
                name={`prices.${group}.${sleeve}`}
                render={({ field, fieldState }) => (
                  <NumberInput
                    label={TEXT.priceLabel(SIZE_GROUP_LABEL[group], SLEEVE_LABEL[sleeve])}
                    required
                    min={0}
                    decimalScale={2}
                    thousandSeparator=","
                    value={field.value ? field.value / MINOR_PER_MAJOR : ''}
                    onChange={(value) => field.onChange(toMinor(value))}
                    error={fieldState.error?.message}
                  />
                )}
              />
            )),
          )}
        </SimpleGrid>
        <Controller
          control={form.control}
          name="open"
          render={({ field }) => (
            <Switch
              label={TEXT.openForPreOrders}
              checked={field.value ?? true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        {problem && (
          <Alert color="red" variant="light">
            {problem}
          </Alert>
        )}
        <Button type="submit" loading={form.formState.isSubmitting}>
          {TEXT.save}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The Bike messenger fieldset of the Settings tab: the distance bands (up to km → charge), the
 * weight bands (up to kg → charge) and the flat charge for a parcel without map points. Bands
 * are rows an admin adds and removes; the contract's own check says when they are out of
 * order, before anything is sent, and a button puts them back in order.
 */
import { ActionIcon, Button, Fieldset, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { clubSettingsSchema, type ClubSettings } from '../../../contract/settings';
import { SETTINGS_LIMITS } from '../../../contract/settings-constants';
import { toMajor, toMinor } from './charge-tables';
import { SETTINGS_TEXT } from './texts';

/** One band as typed: the limit in km or kg, the charge in the currency's major unit. */
export interface BandRow {
  upTo: number;
  charge: number;
}

export interface ParcelDraft {
  distance: BandRow[];
  weight: BandRow[];
  flatCharge: number;
}

const GRAMS_PER_KG = 1000;

export function parcelDraftOf(settings: ClubSettings): ParcelDraft {
  return {
    distance: settings.parcelDistanceBands.map((band) => ({
      upTo: band.upToKm,
      charge: toMajor(band.charge),
    })),
    weight: settings.parcelWeightBands.map((band) => ({
      upTo: band.upToGrams / GRAMS_PER_KG,
      charge: toMajor(band.charge),
    })),
    flatCharge: toMajor(settings.parcelFlatCharge),
  };
}

/** The draft in the settings' own units: km, grams and minor units. */
export function parcelValuesOf(draft: ParcelDraft) {
  return {
    parcelDistanceBands: draft.distance.map((row) => ({
      upToKm: row.upTo,
      charge: toMinor(row.charge),
    })),
    parcelWeightBands: draft.weight.map((row) => ({
      upToGrams: Math.round(row.upTo * GRAMS_PER_KG),
      charge: toMinor(row.charge),
    })),
    parcelFlatCharge: toMinor(draft.flatCharge),
  };
}

/** The contract's reason a list of bands would be refused, or undefined when it is fine. */
export function bandsProblem(
  key: 'parcelDistanceBands' | 'parcelWeightBands',
  value: unknown,
): string | undefined {
  const checked = clubSettingsSchema.shape[key].safeParse(value);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/** The server's field errors about `key` or one of its rows, first one. */
const errorAbout = (errors: Record<string, string>, key: string) =>
  Object.entries(errors).find(([field]) => field === key || field.startsWith(`${key}.`))?.[1];

const asNumber = (value: string | number) =>
  typeof value === 'number' ? value : Number(value) || 0;

interface BandsEditorProps {
  title: string;
  unit: string;
  currency: string;
  rows: BandRow[];
  error: string | undefined;
  onChange: (rows: BandRow[]) => void;
}

function BandsEditor({ title, unit, currency, rows, error, onChange }: BandsEditorProps) {
  const setRow = (index: number, row: BandRow) =>
    onChange(rows.map((item, at) => (at === index ? row : item)));
  const ordered = rows.every((row, index) => index === 0 || row.upTo > rows[index - 1]!.upTo);
  const last = rows.at(-1);
  return (
    <Stack gap="xs" role="group" aria-label={title}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {rows.map((row, index) => (
        <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
          <NumberInput
            label={index === 0 ? SETTINGS_TEXT.upTo(unit) : undefined}
            aria-label={SETTINGS_TEXT.rowUpTo(title, index + 1, unit)}
            style={{ flex: 1, minWidth: 0 }}
            min={0}
            decimalScale={unit === 'kg' ? 3 : 1}
            value={row.upTo}
            onChange={(value) => setRow(index, { ...row, upTo: asNumber(value) })}
          />
          <NumberInput
            label={index === 0 ? SETTINGS_TEXT.charge(currency) : undefined}
            aria-label={SETTINGS_TEXT.rowCharge(title, index + 1, currency)}
            style={{ flex: 1, minWidth: 0 }}
            min={0}
            decimalScale={2}
            value={row.charge}
            onChange={(value) => setRow(index, { ...row, charge: asNumber(value) })}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mb={2}
            aria-label={SETTINGS_TEXT.removeRow(title.toLowerCase(), index + 1)}
            disabled={rows.length <= 1}
            onClick={() => onChange(rows.filter((_, at) => at !== index))}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group gap="xs">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={rows.length >= SETTINGS_LIMITS.parcelBandsMax}
          onClick={() =>
            onChange([...rows, { upTo: (last?.upTo ?? 0) + 1, charge: last?.charge ?? 0 }])
          }
        >
          {SETTINGS_TEXT.addBand}
        </Button>
        {!ordered && (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => onChange([...rows].sort((a, b) => a.upTo - b.upTo))}
          >
            {SETTINGS_TEXT.putInOrder}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

interface Props {
  draft: ParcelDraft;
  currency: string;
  errors: Record<string, string>;
  onChange: (draft: ParcelDraft) => void;
}

export function ParcelBandsFieldset({ draft, currency, errors, onChange }: Props) {
  const values = parcelValuesOf(draft);
  return (
    <Fieldset legend={SETTINGS_TEXT.bikeMessenger}>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {SETTINGS_TEXT.bandsNote}
        </Text>
        <BandsEditor
          title={SETTINGS_TEXT.distanceBand}
          unit="km"
          currency={currency}
          rows={draft.distance}
          error={
            bandsProblem('parcelDistanceBands', values.parcelDistanceBands) ??
            errorAbout(errors, 'parcelDistanceBands')
          }
          onChange={(distance) => onChange({ ...draft, distance })}
        />
        <BandsEditor
          title={SETTINGS_TEXT.weightBand}
          unit="kg"
          currency={currency}
          rows={draft.weight}
          error={
            bandsProblem('parcelWeightBands', values.parcelWeightBands) ??
            errorAbout(errors, 'parcelWeightBands')
          }
          onChange={(weight) => onChange({ ...draft, weight })}
        />
        <NumberInput
          label={SETTINGS_TEXT.flatCharge(currency)}
          description={SETTINGS_TEXT.flatChargeHint}
          min={0}
          decimalScale={2}
          maw={320}
          value={draft.flatCharge}
          error={errors.parcelFlatCharge}
          onChange={(value) => onChange({ ...draft, flatCharge: asNumber(value) })}
        />
      </Stack>
    </Fieldset>
  );
}

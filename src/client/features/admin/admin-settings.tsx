/**
 * The Settings tab: the club's name, currency, service charge, every delivery charge table the
 * settings hold, the reminder lead time, the club's time zone, the file limits, the bike
 * messenger's bands, the sponsor shop's seller and the accounts buyers pay into; every feature
 * reads these from the server. Money is typed in the
 * currency's major unit and sent in minor units; only what changed is sent, and the server's
 * field errors show on their fields. The landing page's welcome and specials (Home settings)
 * sit below.
 */
import {
  Alert,
  Button,
  Card,
  Divider,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClubSettings, SettingsUpdate } from '../../../contract/settings';
import { SETTINGS_LIMITS } from '../../../contract/settings-constants';
import { ApiError } from '../../lib/api-client';
import { HomeSettings } from '../back-office/landing-page/home-settings';
import { clubSettingsQuery, useSaveSettings } from './api';
import { filesDraftOf, filesValuesOf, FilesFieldset, type FilesDraft } from './settings-files';
import {
  parcelDraftOf,
  parcelValuesOf,
  ParcelBandsFieldset,
  type ParcelDraft,
} from './settings-parcel-bands';
import { PayeesFieldset, trimmedPayees } from './settings-payees';
import { SponsorFieldset } from './settings-sponsor';
import {
  chargeTableKeys,
  optionLabel,
  tableLabel,
  toMajor,
  toMinor,
  type ChargeTable,
} from './charge-tables';
import { LoadFailed } from '../../components/load-failed';
import { ADMIN_TEXT, SETTINGS_TEXT } from './texts';

interface Draft {
  clubName: string;
  currency: string;
  serviceCharge: number;
  reminderLeadHours: number;
  tables: Record<string, ChargeTable>;
  files: FilesDraft;
  parcel: ParcelDraft;
  sponsorSellerId: number | null;
  payeeAccounts: ClubSettings['payeeAccounts'];
  timeZone: string;
}

function draftOf(settings: ClubSettings): Draft {
  const record = settings as unknown as Record<string, unknown>;
  return {
    clubName: settings.clubName,
    currency: settings.currency,
    serviceCharge: toMajor(settings.serviceCharge),
    reminderLeadHours: settings.reminderLeadHours,
    tables: Object.fromEntries(
      chargeTableKeys(settings).map((key) => [
        key,
        Object.fromEntries(
          Object.entries(record[key] as ChargeTable).map(([option, minor]) => [
            option,
            toMajor(minor),
          ]),
        ),
      ]),
    ),
    files: filesDraftOf(settings),
    parcel: parcelDraftOf(settings),
    sponsorSellerId: settings.sponsorSellerId,
    payeeAccounts: settings.payeeAccounts,
    timeZone: settings.timeZone,
  };
}

/** Only what differs from the stored settings goes to the server. */
function patchOf(draft: Draft, settings: ClubSettings): SettingsUpdate {
  const record = settings as unknown as Record<string, unknown>;
  const patch: Record<string, unknown> = {};
  if (draft.clubName.trim() !== settings.clubName) patch.clubName = draft.clubName.trim();
  if (draft.currency.trim().toUpperCase() !== settings.currency) {
    patch.currency = draft.currency.trim().toUpperCase();
  }
  if (toMinor(draft.serviceCharge) !== settings.serviceCharge) {
    patch.serviceCharge = toMinor(draft.serviceCharge);
  }
  if (draft.reminderLeadHours !== settings.reminderLeadHours) {
    patch.reminderLeadHours = draft.reminderLeadHours;
  }
  for (const [key, table] of Object.entries(draft.tables)) {
    const stored = record[key] as ChargeTable;
    const changed = Object.entries(table).filter(
      ([option, major]) => toMinor(major) !== stored[option],
    );
    if (changed.length > 0) {
      patch[key] = Object.fromEntries(changed.map(([option, major]) => [option, toMinor(major)]));
    }
  }
  const values: Record<string, unknown> = {
    ...filesValuesOf(draft.files),
    ...parcelValuesOf(draft.parcel),
    sponsorSellerId: draft.sponsorSellerId,
    payeeAccounts: trimmedPayees(draft.payeeAccounts),
    timeZone: draft.timeZone,
  };
  for (const [key, value] of Object.entries(values)) {
    if (JSON.stringify(value) !== JSON.stringify(record[key])) patch[key] = value;
  }
  return patch as SettingsUpdate;
}

/** Every zone this browser knows, for the club's clock; the server checks the name again. */
const TIME_ZONES: string[] =
  typeof Intl.supportedValuesOf === 'function'
    ? Intl.supportedValuesOf('timeZone')
    : ['Asia/Dhaka', 'Asia/Kolkata', 'Europe/London', 'UTC'];

const asNumber = (value: string | number) =>
  typeof value === 'number' ? value : Number(value) || 0;

function ClubSettingsForm({ settings }: { settings: ClubSettings }) {
  const [draft, setDraft] = useState(() => draftOf(settings));
  const save = useSaveSettings();
  const patch = patchOf(draft, settings);
  const dirty = Object.keys(patch).length > 0;
  const fieldErrors = save.error instanceof ApiError ? save.error.fieldErrors : {};

  return (
    <form
      aria-labelledby="club-settings-title"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(patch, {
          onSuccess: (saved) => {
            setDraft(draftOf(saved));
            notifications.show({ color: 'green', message: SETTINGS_TEXT.saved });
          },
        });
      }}
    >
      <Stack gap="md">
        <Title order={3} id="club-settings-title">
          {SETTINGS_TEXT.title}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={SETTINGS_TEXT.clubName}
            required
            maxLength={SETTINGS_LIMITS.clubNameMaxLength}
            value={draft.clubName}
            error={fieldErrors.clubName}
            onChange={(event) => setDraft({ ...draft, clubName: event.currentTarget.value })}
          />
          <TextInput
            label={SETTINGS_TEXT.currency}
            description={SETTINGS_TEXT.currencyHint}
            required
            maxLength={3}
            value={draft.currency}
            error={fieldErrors.currency}
            onChange={(event) => setDraft({ ...draft, currency: event.currentTarget.value })}
          />
          <NumberInput
            label={SETTINGS_TEXT.serviceCharge(settings.currency)}
            description={SETTINGS_TEXT.serviceChargeHint}
            min={0}
            decimalScale={2}
            value={draft.serviceCharge}
            error={fieldErrors.serviceCharge}
            onChange={(value) => setDraft({ ...draft, serviceCharge: asNumber(value) })}
          />
          <NumberInput
            label={SETTINGS_TEXT.reminderLead}
            description={SETTINGS_TEXT.reminderLeadHint}
            min={1}
            max={SETTINGS_LIMITS.reminderLeadHoursMax}
            allowDecimal={false}
            value={draft.reminderLeadHours}
            error={fieldErrors.reminderLeadHours}
            onChange={(value) => setDraft({ ...draft, reminderLeadHours: asNumber(value) })}
          />
          <Select
            label={SETTINGS_TEXT.timeZone}
            description={SETTINGS_TEXT.timeZoneHint}
            searchable
            allowDeselect={false}
            data={TIME_ZONES}
            value={draft.timeZone}
            error={fieldErrors.timeZone}
            onChange={(value) => value && setDraft({ ...draft, timeZone: value })}
          />
        </SimpleGrid>
        {Object.entries(draft.tables).map(([key, table]) => (
          <Fieldset key={key} legend={`${tableLabel(key)} (${settings.currency})`}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {Object.entries(table).map(([option, major]) => (
                <NumberInput
                  key={option}
                  label={optionLabel(option)}
                  min={0}
                  decimalScale={2}
                  value={major}
                  error={fieldErrors[`${key}.${option}`]}
                  onChange={(value) =>
                    setDraft({
                      ...draft,
                      tables: { ...draft.tables, [key]: { ...table, [option]: asNumber(value) } },
                    })
                  }
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        ))}
        <FilesFieldset
          draft={draft.files}
          errors={fieldErrors}
          onChange={(files) => setDraft({ ...draft, files })}
        />
        <ParcelBandsFieldset
          draft={draft.parcel}
          currency={settings.currency}
          errors={fieldErrors}
          onChange={(parcel) => setDraft({ ...draft, parcel })}
        />
        <SponsorFieldset
          value={draft.sponsorSellerId}
          error={fieldErrors.sponsorSellerId}
          onChange={(sponsorSellerId) => setDraft({ ...draft, sponsorSellerId })}
        />
        <PayeesFieldset
          value={draft.payeeAccounts}
          errors={fieldErrors}
          onChange={(payeeAccounts) => setDraft({ ...draft, payeeAccounts })}
        />
        {save.isError && (
          <Alert color="red" variant="light" role="alert" title={SETTINGS_TEXT.notSaved}>
            {save.error.message}
          </Alert>
        )}
        <Group>
          <Button type="submit" disabled={!dirty} loading={save.isPending}>
            {SETTINGS_TEXT.save}
          </Button>
          {dirty && (
            <Button variant="subtle" onClick={() => setDraft(draftOf(settings))}>
              {SETTINGS_TEXT.undo}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

export function AdminSettings() {
  const settings = useQuery(clubSettingsQuery);
  return (
    <Stack gap="xl">
      <Card withBorder padding="lg" radius="md">
        {settings.isPending ? (
          <Skeleton height={320} radius="md" aria-label={SETTINGS_TEXT.loading} />
        ) : settings.isError ? (
          <LoadFailed
            title={ADMIN_TEXT.settingsLoadFailed}
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <ClubSettingsForm settings={settings.data} />
        )}
      </Card>
      <Divider />
      <HomeSettings />
    </Stack>
  );
}

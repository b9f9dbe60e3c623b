/**
 * The Files fieldset of the Settings tab: the temporary file share's size limit and longest
 * lifetime, and the media library's quota per member. The settings hold bytes and hours; an
 * admin types megabytes or gigabytes, hours or days, within SETTINGS_LIMITS.
 */
import { Fieldset, Group, NumberInput, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import type { ClubSettings } from '../../../contract/settings';
import { SETTINGS_LIMITS } from '../../../contract/settings-constants';
import { SETTINGS_TEXT } from './texts';

const MB = 1024 * 1024;
const GB = 1024 * MB;
const BYTES_PER = { MB, GB } as const;
const HOURS_PER = { hours: 1, days: 24 } as const;

export type SizeUnit = keyof typeof BYTES_PER;
export type TimeUnit = keyof typeof HOURS_PER;

export interface FilesDraft {
  tempFileMaxMb: number;
  lifetime: { amount: number; unit: TimeUnit };
  quota: { amount: number; unit: SizeUnit };
}

export function filesDraftOf(settings: ClubSettings): FilesDraft {
  const hours = settings.tempFileMaxLifetimeHours;
  const quota = settings.storageQuotaBytes;
  const lifetimeUnit: TimeUnit = hours % 24 === 0 ? 'days' : 'hours';
  const quotaUnit: SizeUnit = quota >= GB && quota % GB === 0 ? 'GB' : 'MB';
  return {
    tempFileMaxMb: settings.tempFileMaxBytes / MB,
    lifetime: { amount: hours / HOURS_PER[lifetimeUnit], unit: lifetimeUnit },
    quota: { amount: quota / BYTES_PER[quotaUnit], unit: quotaUnit },
  };
}

/** The draft in the settings' own units: bytes and hours. */
export function filesValuesOf(draft: FilesDraft) {
  return {
    tempFileMaxBytes: Math.round(draft.tempFileMaxMb * MB),
    tempFileMaxLifetimeHours: Math.round(draft.lifetime.amount * HOURS_PER[draft.lifetime.unit]),
    storageQuotaBytes: Math.round(draft.quota.amount * BYTES_PER[draft.quota.unit]),
  };
}

const asNumber = (value: string | number) =>
  typeof value === 'number' ? value : Number(value) || 0;

interface Props {
  draft: FilesDraft;
  onChange: (draft: FilesDraft) => void;
  errors: Record<string, string>;
}

export function FilesFieldset({ draft, onChange, errors }: Props) {
  const { lifetime, quota } = draft;
  return (
    <Fieldset legend={SETTINGS_TEXT.files}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label={SETTINGS_TEXT.largestFile}
          description={SETTINGS_TEXT.largestFileHint}
          min={1}
          max={SETTINGS_LIMITS.tempFileMaxBytesMax / MB}
          decimalScale={2}
          value={draft.tempFileMaxMb}
          error={errors.tempFileMaxBytes}
          onChange={(value) => onChange({ ...draft, tempFileMaxMb: asNumber(value) })}
        />
        <Stack gap={6}>
          <NumberInput
            label={SETTINGS_TEXT.longestStay(SETTINGS_TEXT.timeUnits[lifetime.unit])}
            description={SETTINGS_TEXT.longestStayHint}
            min={1}
            max={SETTINGS_LIMITS.tempFileLifetimeHoursMax / HOURS_PER[lifetime.unit]}
            allowDecimal={false}
            value={lifetime.amount}
            error={errors.tempFileMaxLifetimeHours}
            onChange={(value) =>
              onChange({ ...draft, lifetime: { ...lifetime, amount: asNumber(value) } })
            }
          />
          <Group>
            <SegmentedControl
              size="xs"
              aria-label={SETTINGS_TEXT.lifetimeUnit}
              data={[
                { value: 'hours', label: SETTINGS_TEXT.timeUnits.hours },
                { value: 'days', label: SETTINGS_TEXT.timeUnits.days },
              ]}
              value={lifetime.unit}
              onChange={(unit) =>
                onChange({ ...draft, lifetime: convertTime(lifetime, unit as TimeUnit) })
              }
            />
          </Group>
        </Stack>
        <Stack gap={6}>
          <NumberInput
            label={SETTINGS_TEXT.library(quota.unit)}
            description={SETTINGS_TEXT.libraryHint}
            min={0}
            max={SETTINGS_LIMITS.storageQuotaBytesMax / BYTES_PER[quota.unit]}
            decimalScale={2}
            value={quota.amount}
            error={errors.storageQuotaBytes}
            onChange={(value) =>
              onChange({ ...draft, quota: { ...quota, amount: asNumber(value) } })
            }
          />
          <Group>
            <SegmentedControl
              size="xs"
              aria-label={SETTINGS_TEXT.quotaUnit}
              data={['MB', 'GB']}
              value={quota.unit}
              onChange={(unit) =>
                onChange({ ...draft, quota: convertSize(quota, unit as SizeUnit) })
              }
            />
          </Group>
        </Stack>
      </SimpleGrid>
    </Fieldset>
  );
}

/** The same length of time in another unit (days rounded to whole days). */
function convertTime(value: FilesDraft['lifetime'], unit: TimeUnit): FilesDraft['lifetime'] {
  const hours = value.amount * HOURS_PER[value.unit];
  return { amount: Math.max(1, Math.round(hours / HOURS_PER[unit])), unit };
}

/** The same size in another unit, to two decimals. */
function convertSize(value: FilesDraft['quota'], unit: SizeUnit): FilesDraft['quota'] {
  const bytes = value.amount * BYTES_PER[value.unit];
  return { amount: Math.round((bytes / BYTES_PER[unit]) * 100) / 100, unit };
}

/**
 * The ride form's "Repeats" choice: does not repeat, weekly, every n weeks, or monthly on the
 * first ride's weekday; ending on a date or after a number of rides; and the dates it will make,
 * shown before saving, or why the choice will not do.
 */
import {
  Alert,
  Input,
  SegmentedControl,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect } from 'react';
import { SERIES_LIMITS, weekOfMonthName } from '../../../../contract/ride-series';
import { wallClockAt, WEEKDAY_NAMES } from '../../../../contract/club-time';
import { clubTimeZone } from '../../../lib/club-zone';
import { NumberField } from '../form/number-field';
import {
  REPEAT_CHOICES,
  repeatSummary,
  weeksOfMonthAt,
  type RepeatChoice,
  type RepeatDraft,
} from './repeat-summary';
import { RIDE_FORM_TEXT } from '../texts';

const WEEK_CHOICES = [2, 3, 4] as const;

export function RepeatFields({
  startsAt,
  value,
  onChange,
}: {
  startsAt: string;
  value: RepeatDraft;
  onChange: (next: RepeatDraft) => void;
}) {
  const weeks = weeksOfMonthAt(startsAt);
  const weekday =
    startsAt && !Number.isNaN(Date.parse(startsAt))
      ? WEEKDAY_NAMES[wallClockAt(new Date(startsAt), clubTimeZone()).weekday]
      : undefined;
  const change = (patch: Partial<RepeatDraft>) => onChange({ ...value, ...patch });
  // A new first date may not be on the week picked before: take the first that fits.
  const fits = value.weekOfMonth !== null && weeks.includes(value.weekOfMonth);
  useEffect(() => {
    if (value.choice === 'monthly' && !fits && weeks.length > 0) {
      onChange({ ...value, weekOfMonth: weeks[0]! });
    }
  }, [value, fits, weeks, onChange]);
  const summary = repeatSummary(startsAt, value);

  return (
    <Stack gap="sm">
      <NativeSelect
        label={RIDE_FORM_TEXT.repeats}
        value={value.choice}
        onChange={(event) => change({ choice: event.currentTarget.value as RepeatChoice })}
        data={REPEAT_CHOICES.map((choice) => ({
          value: choice,
          label: RIDE_FORM_TEXT.repeatChoices[choice],
        }))}
      />
      {value.choice === 'weeks' && (
        <NativeSelect
          label={RIDE_FORM_TEXT.everyWeeks}
          value={String(value.weeks)}
          onChange={(event) => change({ weeks: Number(event.currentTarget.value) })}
          data={WEEK_CHOICES.map((weeks) => ({
            value: String(weeks),
            label: RIDE_FORM_TEXT.weeksOption(weeks),
          }))}
        />
      )}
      {value.choice === 'monthly' &&
        (weekday && weeks.length > 0 ? (
          <NativeSelect
            label={RIDE_FORM_TEXT.monthlyOn}
            value={value.weekOfMonth === null ? '' : String(value.weekOfMonth)}
            onChange={(event) =>
              change({
                weekOfMonth: Number(event.currentTarget.value) as RepeatDraft['weekOfMonth'],
              })
            }
            data={weeks.map((week) => ({
              value: String(week),
              label: RIDE_FORM_TEXT.weekOfMonthOption(weekOfMonthName(week), weekday),
            }))}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {RIDE_FORM_TEXT.pickStartFirst}
          </Text>
        ))}
      {value.choice !== 'none' && (
        <>
          <Stack gap={4}>
            <Input.Label id="repeat-ends-label">{RIDE_FORM_TEXT.ends}</Input.Label>
            <SegmentedControl
              aria-labelledby="repeat-ends-label"
              value={value.end}
              onChange={(end) => change({ end: end as RepeatDraft['end'] })}
              data={[
                { value: 'count', label: RIDE_FORM_TEXT.endCount },
                { value: 'until', label: RIDE_FORM_TEXT.endUntil },
              ]}
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {value.end === 'count' ? (
              <NumberField
                label={RIDE_FORM_TEXT.rideCount}
                min={SERIES_LIMITS.ridesMin}
                max={SERIES_LIMITS.ridesMax}
                allowDecimal={false}
                value={value.count}
                onValue={(count) => change({ count })}
              />
            ) : (
              <TextInput
                type="date"
                label={RIDE_FORM_TEXT.lastDate}
                value={value.until}
                onChange={(event) => change({ until: event.currentTarget.value })}
              />
            )}
          </SimpleGrid>
          {summary &&
            (summary.ok ? (
              <Alert variant="light" color="teal" p="xs" data-testid="repeat-summary">
                <Text size="sm">{summary.text}</Text>
              </Alert>
            ) : (
              <Alert variant="light" color="yellow" p="xs" data-testid="repeat-summary">
                <Text size="sm">{summary.message}</Text>
              </Alert>
            ))}
        </>
      )}
    </Stack>
  );
}

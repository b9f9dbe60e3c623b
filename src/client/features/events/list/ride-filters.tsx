/**
 * The rides screen's filters: pace, distance and kind (several of each may be chosen) and, for
 * a signed-in member, the rides they are going to. The chosen ones stay in view as a line of
 * words with "Clear filters", whether the panel is open or not.
 */
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import {
  DISTANCE_BANDS,
  EVENT_PACES,
  EVENT_TEXT,
  RIDE_KINDS,
} from '../../../../contract/events-constants';
import { NO_RIDE_FILTERS, filterCount } from './ride-filter-query';
import type { RideFilters } from './ride-search';
import { FILTER_TEXT } from '../texts';

/**
 * A choice that is on or off, read out as a toggle button ("pressed"). Plain buttons, not
 * chips: the screen keeps to the controls the first screens load already.
 */
function Toggle({
  on,
  onChange,
  children,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
  children: string;
}) {
  return (
    <Button
      size="compact-sm"
      radius="xl"
      variant={on ? 'filled' : 'default'}
      aria-pressed={on}
      leftSection={on ? <IconCheck size={14} aria-hidden /> : undefined}
      onClick={() => onChange(!on)}
    >
      {children}
    </Button>
  );
}

function ChoiceRow<T extends string>({
  label,
  values,
  labels,
  chosen,
  onChosen,
}: {
  label: string;
  values: readonly T[];
  labels: Record<T, string>;
  chosen: T[];
  onChosen: (next: T[]) => void;
}) {
  const id = useId();
  return (
    <Stack gap={4} role="group" aria-labelledby={id}>
      <Text id={id} size="sm" fw={600}>
        {label}
      </Text>
      <Group gap={6}>
        {values.map((value) => (
          <Toggle
            key={value}
            on={chosen.includes(value)}
            onChange={(on) =>
              onChosen(on ? [...chosen, value] : chosen.filter((one) => one !== value))
            }
          >
            {labels[value]}
          </Toggle>
        ))}
      </Group>
    </Stack>
  );
}

/** The chosen filters in words: "Easy, Fast · Gravel · Rides I'm going to". */
export function filtersInWords(filters: RideFilters): string {
  return [
    filters.paces.map((pace) => EVENT_TEXT.paceLabels[pace]).join(', '),
    filters.distances.map((band) => EVENT_TEXT.distanceBandLabels[band]).join(', '),
    filters.kinds.map((kind) => EVENT_TEXT.kindLabels[kind]).join(', '),
    filters.going ? FILTER_TEXT.going : '',
  ]
    .filter((part) => part !== '')
    .join(' · ');
}

export function RideFiltersBar({
  filters,
  onFilters,
  signedIn,
}: {
  filters: RideFilters;
  onFilters: (next: RideFilters) => void;
  signedIn: boolean;
}) {
  const [open, { toggle }] = useDisclosure(false);
  const count = filterCount(filters);
  const panelId = useId();
  return (
    <Stack gap="xs">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Button
          variant={count > 0 ? 'light' : 'default'}
          size="sm"
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
        >
          {FILTER_TEXT.button(count)}
        </Button>
        {count > 0 && (
          <Button variant="subtle" size="sm" onClick={() => onFilters(NO_RIDE_FILTERS)}>
            {FILTER_TEXT.clear}
          </Button>
        )}
      </Group>
      {count > 0 && (
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="filters-on">
          {FILTER_TEXT.showing(filtersInWords(filters))}
        </Text>
      )}
      {open && (
        <Paper id={panelId} withBorder p="sm" radius="md">
          <Stack gap="sm">
            <ChoiceRow
              label={FILTER_TEXT.pace}
              values={EVENT_PACES}
              labels={EVENT_TEXT.paceLabels}
              chosen={filters.paces}
              onChosen={(paces) => onFilters({ ...filters, paces })}
            />
            <ChoiceRow
              label={FILTER_TEXT.distance}
              values={DISTANCE_BANDS}
              labels={EVENT_TEXT.distanceBandLabels}
              chosen={filters.distances}
              onChosen={(distances) => onFilters({ ...filters, distances })}
            />
            <ChoiceRow
              label={FILTER_TEXT.kind}
              values={RIDE_KINDS}
              labels={EVENT_TEXT.kindLabels}
              chosen={filters.kinds}
              onChosen={(kinds) => onFilters({ ...filters, kinds })}
            />
            {signedIn && (
              <Group>
                <Toggle on={filters.going} onChange={(going) => onFilters({ ...filters, going })}>
                  {FILTER_TEXT.going}
                </Toggle>
              </Group>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

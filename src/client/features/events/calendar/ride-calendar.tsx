/**
 * The rides as a calendar, in its own chunk (loaded when a rider picks Calendar): a month grid
 * on a tablet, a week strip on a phone. Each day is a button named for a screen reader
 * ("Wednesday 2 December, 2 rides") that lists the day's rides under the calendar; in the grid
 * a day also shows its first rides (time and name) as links to them. A cancelled ride is
 * struck through, the reader's own place is marked, and today is ringed. The days are read
 * with the list's filters, and the addresses are the same for the same days and filters, so a
 * week or month seen once opens offline.
 */
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import type { EventListItem } from '../../../../contract/events';
import { EVENT_PATHS } from '../../../../contract/events-constants';
import { DataAge } from '../../../components/data-age';
import { LoadFailed } from '../../../components/load-failed';
import { apiUrl } from '../../../lib/api-client';
import { clubDayKey, formatDate } from '../../../lib/dates';
import { useReplySavedAt } from '../../../lib/pwa/reply-age';
import { eventDaysParams, eventDaysQuery } from '../api';
import {
  addDays,
  addMonths,
  byDay,
  dayLabel,
  dayName,
  monthGrid,
  monthName,
  monthOf,
  weekOf,
  weekSpan,
} from './calendar-dates';
import classes from './ride-calendar.module.css';
import { EventCard } from '../list/event-card';
import { filterCount } from '../list/ride-filter-query';
import type { RideFilters } from '../list/ride-search';
import { CALENDAR_TEXT, FILTER_TEXT } from '../texts';
import { useArrowDays } from './use-arrow-days';

/** Rides a grid day shows by name; more are counted. */
const GRID_RIDES_SHOWN = 2;
/** A day of the week strip shows a dot a ride, up to this many. */
const STRIP_DOTS = 3;
/** A swipe this long (px) across the week strip turns the week. */
const SWIPE_PX = 50;

export interface RideCalendarProps {
  filters: RideFilters;
  month: string | undefined;
  day: string | undefined;
  onMonth: (month: string) => void;
  /** `month` too when the day chosen lies outside the month shown. */
  onDay: (day: string, month?: string) => void;
  onClear: () => void;
}

function useDays(from: string, to: string, filters: RideFilters) {
  const rides = useQuery(eventDaysQuery(from, to, filters));
  const savedAt = useReplySavedAt(apiUrl(EVENT_PATHS.list, eventDaysParams(from, to, filters)));
  const days = byDay(rides.data ?? [], (ride) => clubDayKey(ride.startsAt));
  return { rides, days, savedAt };
}

function RideLine({ ride }: { ride: EventListItem }) {
  const cancelled = ride.status === 'cancelled';
  return (
    <Anchor
      renderRoot={(props) => <Link to="/events/$id" params={{ id: String(ride.id) }} {...props} />}
      size="xs"
      c="var(--mantine-color-text)"
      className={classes.ride}
      td={cancelled ? 'line-through' : undefined}
      data-going={ride.myRsvp === 'going' || undefined}
    >
      <time dateTime={ride.startsAt}>{formatDate(ride.startsAt, 'time')}</time> {ride.name}
      {cancelled && <VisuallyHidden>, {CALENDAR_TEXT.cancelled}</VisuallyHidden>}
      {ride.myRsvp === 'going' && <VisuallyHidden>, {CALENDAR_TEXT.going}</VisuallyHidden>}
    </Anchor>
  );
}

/** The chosen day's rides as cards, under the grid or strip. */
function DayRides({
  day,
  rides,
  filtered,
  onClear,
}: {
  day: string;
  rides: EventListItem[];
  filtered: boolean;
  onClear: () => void;
}) {
  return (
    <Stack gap="xs" component="section" aria-label={dayName(day)} mt="md">
      <Title order={2} size="h5">
        {dayName(day)}
      </Title>
      {rides.length === 0 && (
        <Group gap="xs">
          <Text c="dimmed" size="sm">
            {filtered ? FILTER_TEXT.noMatch : CALENDAR_TEXT.noRidesOnDay}
          </Text>
          {filtered && (
            <Button variant="subtle" size="compact-sm" onClick={onClear}>
              {FILTER_TEXT.clear}
            </Button>
          )}
        </Group>
      )}
      {rides.map((ride) => (
        <EventCard key={ride.id} ride={ride} />
      ))}
    </Stack>
  );
}

function Stepper({
  heading,
  previous,
  next,
  onPrevious,
  onNext,
  onToday,
}: {
  heading: string;
  previous: string;
  next: string;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <ActionIcon variant="default" size="lg" aria-label={previous} onClick={onPrevious}>
        <IconChevronLeft size={18} />
      </ActionIcon>
      {/* Heading and Today stack, so large text wraps them instead of pushing past the edge. */}
      <Stack gap={0} align="center" style={{ flex: 1, minWidth: 0 }}>
        <Title order={2} size="h4" ta="center" aria-live="polite">
          {heading}
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={onToday}>
          {CALENDAR_TEXT.today}
        </Button>
      </Stack>
      <ActionIcon variant="default" size="lg" aria-label={next} onClick={onNext}>
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}

function MonthGrid({ filters, month, day, onMonth, onDay, onClear }: RideCalendarProps) {
  const today = clubDayKey(new Date());
  const shown = month ?? monthOf(today);
  const weeks = monthGrid(shown);
  const from = weeks[0]![0]!;
  const to = weeks.at(-1)!.at(-1)!;
  const { rides, days, savedAt } = useDays(from, to, filters);
  const chosen = day && day >= from && day <= to ? day : undefined;
  const dayProps = useArrowDays(
    chosen ?? (monthOf(today) === shown ? today : `${shown}-01`),
    (next) => onDay(next, next < from || next > to ? monthOf(next) : undefined),
    { weeks: true },
  );
  return (
    <Stack gap="sm">
      <Stepper
        heading={monthName(shown)}
        previous={CALENDAR_TEXT.previousMonth}
        next={CALENDAR_TEXT.nextMonth}
        onPrevious={() => onMonth(addMonths(shown, -1))}
        onNext={() => onMonth(addMonths(shown, 1))}
        onToday={() => onMonth(monthOf(today))}
      />
      <DataAge at={savedAt} />
      {rides.isError && !rides.data && (
        <LoadFailed
          title={CALENDAR_TEXT.loadFailed}
          error={rides.error}
          onRetry={() => void rides.refetch()}
        />
      )}
      <table className={classes.grid} aria-busy={rides.isPending}>
        <thead>
          <tr>
            {CALENDAR_TEXT.weekdays.map((weekday) => (
              <th key={weekday} scope="col">
                {weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                const ridesOfDay = days.get(date) ?? [];
                const extra = ridesOfDay.length - GRID_RIDES_SHOWN;
                return (
                  <td
                    key={date}
                    className={classes.cell}
                    data-outside={monthOf(date) !== shown || undefined}
                    data-chosen={date === chosen || undefined}
                  >
                    <UnstyledButton
                      {...dayProps(date)}
                      className={classes.dayNumber}
                      data-today={date === today || undefined}
                      aria-label={dayLabel(date, ridesOfDay.length, date === today)}
                      aria-pressed={date === chosen}
                      onClick={() => onDay(date)}
                    >
                      {Number(date.slice(8))}
                    </UnstyledButton>
                    {rides.isPending ? null : (
                      <Stack gap={2}>
                        {ridesOfDay.slice(0, GRID_RIDES_SHOWN).map((ride) => (
                          <RideLine key={ride.id} ride={ride} />
                        ))}
                        {extra > 0 && (
                          <UnstyledButton
                            className={classes.more}
                            onClick={() => onDay(date)}
                            aria-label={`${CALENDAR_TEXT.more(extra)}, ${dayLabel(date, ridesOfDay.length)}`}
                          >
                            {CALENDAR_TEXT.more(extra)}
                          </UnstyledButton>
                        )}
                      </Stack>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {rides.isPending && <Skeleton height={12} width="40%" />}
      {rides.isSuccess && rides.data.length === 0 && filterCount(filters) > 0 && (
        <Group gap="xs">
          <Text c="dimmed" size="sm">
            {FILTER_TEXT.noMatch}
          </Text>
          <Button variant="light" size="compact-sm" onClick={onClear}>
            {FILTER_TEXT.clear}
          </Button>
        </Group>
      )}
      {chosen && (
        <DayRides
          day={chosen}
          rides={days.get(chosen) ?? []}
          filtered={filterCount(filters) > 0}
          onClear={onClear}
        />
      )}
    </Stack>
  );
}

function WeekStrip({ filters, day, onDay, onClear }: RideCalendarProps) {
  const today = clubDayKey(new Date());
  const chosen = day ?? today;
  const week = weekOf(chosen);
  const { rides, days, savedAt } = useDays(week[0]!, week[6]!, filters);
  const touchStart = useRef<number | null>(null);
  const turn = (weeks: number) => onDay(addDays(chosen, weeks * 7));
  const dayProps = useArrowDays(chosen, onDay, { weeks: false });
  return (
    <Stack gap="sm">
      <Stepper
        heading={weekSpan(week)}
        previous={CALENDAR_TEXT.previousWeek}
        next={CALENDAR_TEXT.nextWeek}
        onPrevious={() => turn(-1)}
        onNext={() => turn(1)}
        onToday={() => onDay(today)}
      />
      <DataAge at={savedAt} />
      {rides.isError && !rides.data && (
        <LoadFailed
          title={CALENDAR_TEXT.loadFailed}
          error={rides.error}
          onRetry={() => void rides.refetch()}
        />
      )}
      <Box
        className={classes.strip}
        aria-busy={rides.isPending}
        onTouchStart={(event) => {
          touchStart.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = touchStart.current;
          const end = event.changedTouches[0]?.clientX;
          touchStart.current = null;
          if (start === null || end === undefined) return;
          if (end - start > SWIPE_PX) turn(-1);
          else if (start - end > SWIPE_PX) turn(1);
        }}
      >
        {week.map((date, index) => {
          const count = days.get(date)?.length ?? 0;
          return (
            <UnstyledButton
              key={date}
              {...dayProps(date)}
              className={classes.stripDay}
              data-today={date === today || undefined}
              aria-pressed={date === chosen}
              aria-label={dayLabel(date, count, date === today, true)}
              onClick={() => onDay(date)}
            >
              <Text span size="xs" aria-hidden>
                {CALENDAR_TEXT.weekdays[index]}
              </Text>{' '}
              <Text span fw={700} aria-hidden>
                {Number(date.slice(8))}
              </Text>
              {/* Dots, not a figure: the button's name starts with what it shows ("Wed 2"). */}
              <span className={classes.dots} aria-hidden>
                {Array.from({ length: Math.min(count, STRIP_DOTS) }, (_, dot) => (
                  <span key={dot} className={classes.dot} />
                ))}
              </span>
            </UnstyledButton>
          );
        })}
      </Box>
      {rides.isPending ? (
        <Skeleton height={96} radius="md" />
      ) : (
        <DayRides
          day={chosen}
          rides={days.get(chosen) ?? []}
          filtered={filterCount(filters) > 0}
          onClear={onClear}
        />
      )}
    </Stack>
  );
}

export default function RideCalendar(props: RideCalendarProps) {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  return wide ? <MonthGrid {...props} /> : <WeekStrip {...props} />;
}

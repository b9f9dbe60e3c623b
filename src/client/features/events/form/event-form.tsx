/**
 * The ride form, for creating and editing: react-hook-form with the contract's schema, so the
 * form refuses what the server would. Pictures and the GPX route upload as soon as they are
 * picked, with progress; the route's distance and climb, read by the server, show at once.
 * Two columns from 768 px (an organiser's tablet), one on a phone. Loaded with its route only.
 * A new ride may repeat (a series, planned in the same request); an edit of a ride of a series
 * asks whether it is for this ride or this and later rides.
 */
import {
  Alert,
  Button,
  Group,
  Input,
  NativeSelect,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '../../../lib/i18n/form-resolver';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  eventInputSchema,
  type EventInput,
  type EventInputParsed,
  type EventRoute,
  type RepeatInput,
  type SeriesScope,
} from '../../../../contract/events';
import {
  EVENT_LIMITS,
  EVENT_PACES,
  EVENT_TEXT,
  RIDE_KINDS,
} from '../../../../contract/events-constants';
import type { StorageItem } from '../../../../contract/storage';
import { DraftNote } from '../../../components/draft-note';
import type { DraftOf } from '../../../lib/drafts/draft-store';
import { useDraftForm } from '../../../lib/drafts/use-draft-form';
import { errorMessage } from '../../../lib/errors';
import { LibraryPickButton } from '../../storage/library-pick-button';
import { ridePictureFromLibrary } from '../../../lib/library-pictures';
import { NumberField } from './number-field';
import { EMPTY_RIDE } from './form-values';
import { fromClubInput, toClubInput } from '../../../lib/dates';
import { climbText, distanceText } from '../ride-format';
import { RepeatFields } from '../series/repeat-fields';
import { repeatOf, repeatSummary, type RepeatDraft } from '../series/repeat-summary';
import { keptRide, NO_CHOICES, sponsorPreviews, type RideFormChoices } from './ride-draft';
import { RouteOutline } from '../route/route-outline';
import { SponsorRows } from './sponsor-rows';
import { RIDE_FORM_TEXT } from '../texts';
import { UploadField, useUpload } from './upload-field';
import { uploadRidePicture, uploadRoute } from './upload-file';
import { markServerFieldErrors } from '../../../lib/server-field-errors';
import { GrowingTextarea } from '../../../components/growing-textarea';

/** What the form shows of files the ride already has. */
export interface RideFiles {
  cover: string | null;
  sponsors: (string | null)[];
  route: EventRoute | null;
}

const NO_FILES: RideFiles = { cover: null, sponsors: [], route: null };

/** Beside the ride: how it repeats (a new ride), or which rides an edit is for (a series'). */
export interface SaveOptions {
  repeat: RepeatInput | null;
  scope: SeriesScope;
}

/** A typed distance this far from the route's is a different figure, not a rounding. */
const DISTANCE_TOLERANCE_KM = 0.5;

export function EventForm({
  draftOf = null,
  initial = EMPTY_RIDE,
  files = NO_FILES,
  submitLabel,
  onSave,
  onCancel,
  repeatable = false,
  inSeries = false,
}: {
  /** The draft what is typed is kept as until the ride is saved (lib/drafts/). */
  draftOf?: DraftOf | null;
  initial?: EventInput;
  files?: RideFiles;
  submitLabel: string;
  onSave: (input: EventInputParsed, options: SaveOptions) => Promise<unknown>;
  onCancel: () => void;
  /** A new ride: offer "Repeats". */
  repeatable?: boolean;
  /** A ride of a series: offer "This ride" or "This and later rides". */
  inSeries?: boolean;
}) {
  const {
    form,
    draft,
    extra: [choices, setChoices],
  } = useDraftForm<EventInput, EventInputParsed, RideFormChoices>(
    draftOf,
    initial,
    { resolver: zodResolver(eventInputSchema) },
    { kept: (values) => keptRide(values, initial), extra: NO_CHOICES },
  );
  const { repeat, scope } = choices;
  const setRepeat = (next: RepeatDraft) => setChoices((now) => ({ ...now, repeat: next }));
  const setScope = (next: SeriesScope) => setChoices((now) => ({ ...now, scope: next }));
  const {
    register,
    control,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const [alert, setAlert] = useState<string | null>(null);
  const startsAt = useWatch({ control, name: 'startsAt' });
  const [busy, setBusy] = useState(0);
  const onBusy = (delta: 1 | -1) => setBusy((count) => count + delta);
  const cover = useUpload(uploadRidePicture, onBusy);
  const gpx = useUpload(uploadRoute, onBusy);
  // A file the ride has already is named when drawn (name null), in the page's language.
  const [coverFile, setCoverFile] = useState<{ name: string | null; preview: string } | null>(
    files.cover ? { name: null, preview: files.cover } : null,
  );
  const [route, setRoute] = useState<{ name: string | null; route: EventRoute } | null>(
    files.route ? { name: null, route: files.route } : null,
  );

  const pickCover = async (file: File) => {
    const uploaded = await cover.run(file);
    if (!uploaded) return;
    setCoverFile({ name: file.name, preview: uploaded.url });
    setValue('coverPictureId', uploaded.id, { shouldDirty: true });
  };
  const pickCoverFromLibrary = async ([item]: StorageItem[]) => {
    if (!item) return;
    const picture = await ridePictureFromLibrary(item.id);
    setCoverFile({ name: item.name, preview: picture.url });
    setValue('coverPictureId', picture.id, { shouldDirty: true });
  };
  const pickRoute = async (file: File) => {
    const uploaded = await gpx.run(file);
    if (!uploaded) return;
    setRoute({ name: file.name, route: uploaded });
    setValue('routeId', uploaded.id, { shouldDirty: true });
    // No distance typed yet: the route's is the ride's, and the field says so.
    if (form.getValues('distanceKm') == null) takeRouteDistance(uploaded.distanceKm);
  };
  const takeRouteDistance = (km: number) =>
    setValue('distanceKm', Math.round(km * 10) / 10, { shouldDirty: true, shouldValidate: true });
  const typedDistance = useWatch({ control, name: 'distanceKm' });
  const routeDistance = route?.route.distanceKm ?? null;
  const distancesDisagree =
    routeDistance !== null &&
    typedDistance != null &&
    Math.abs(typedDistance - routeDistance) >= DISTANCE_TOLERANCE_KM;

  const submit = form.handleSubmit(
    async (input) => {
      setAlert(null);
      const summary = repeatable ? repeatSummary(input.startsAt, repeat) : null;
      if (summary && !summary.ok) {
        setAlert(summary.message);
        return;
      }
      try {
        await onSave(input, { repeat: repeatable ? repeatOf(repeat) : null, scope });
        draft.sent();
      } catch (error) {
        markServerFieldErrors(setError, error);
        setAlert(errorMessage(error));
      }
    },
    () => setAlert(EVENT_TEXT.fillRequired),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        {draft.restored && <DraftNote onDiscard={draft.discard} />}
        {/* Drawn afresh when a draft is put in or taken out: some fields keep what is typed. */}
        <SimpleGrid
          key={draft.generation}
          cols={{ base: 1, sm: 2 }}
          spacing="lg"
          verticalSpacing="md"
        >
          <Stack gap="sm">
            <TextInput
              label={RIDE_FORM_TEXT.name}
              required
              maxLength={EVENT_LIMITS.nameMaxLength}
              error={errors.name?.message}
              {...register('name')}
            />
            <Controller
              control={control}
              name="startsAt"
              render={({ field, fieldState }) => (
                <TextInput
                  type="datetime-local"
                  label={RIDE_FORM_TEXT.startsAt}
                  required
                  name={field.name}
                  ref={field.ref}
                  defaultValue={toClubInput(field.value)}
                  onChange={(event) => field.onChange(fromClubInput(event.currentTarget.value))}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
            {repeatable && <RepeatFields startsAt={startsAt} value={repeat} onChange={setRepeat} />}
            <Controller
              control={control}
              name="durationMinutes"
              render={({ field, fieldState }) => (
                <NumberField
                  label={RIDE_FORM_TEXT.duration}
                  required
                  min={0.25}
                  step={0.5}
                  decimalScale={2}
                  value={field.value}
                  toShown={(minutes) => minutes / 60}
                  fromShown={(hours) => Math.round(hours * 60)}
                  onValue={(minutes) => field.onChange(minutes ?? undefined)}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label={RIDE_FORM_TEXT.from}
                required
                maxLength={EVENT_LIMITS.placeMaxLength}
                error={errors.from?.name?.message}
                {...register('from.name')}
              />
              <TextInput
                label={RIDE_FORM_TEXT.to}
                required
                maxLength={EVENT_LIMITS.placeMaxLength}
                error={errors.to?.name?.message}
                {...register('to.name')}
              />
            </SimpleGrid>
            <SimpleGrid cols={2} spacing="sm">
              <Controller
                control={control}
                name="distanceKm"
                render={({ field, fieldState }) => (
                  <NumberField
                    label={RIDE_FORM_TEXT.distance}
                    min={0}
                    max={EVENT_LIMITS.distanceKmMax}
                    decimalScale={1}
                    value={field.value}
                    onValue={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="capacity"
                render={({ field, fieldState }) => (
                  <NumberField
                    label={RIDE_FORM_TEXT.capacity}
                    placeholder={RIDE_FORM_TEXT.noLimit}
                    min={EVENT_LIMITS.capacityMin}
                    max={EVENT_LIMITS.capacityMax}
                    allowDecimal={false}
                    value={field.value}
                    onValue={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </SimpleGrid>
            {distancesDisagree && (
              <Alert color="yellow" variant="light" p="xs" data-testid="distance-disagrees">
                <Group justify="space-between" gap="xs">
                  <Text size="sm">
                    {RIDE_FORM_TEXT.distanceDisagrees(
                      distanceText(typedDistance!),
                      distanceText(routeDistance!),
                    )}
                  </Text>
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => takeRouteDistance(routeDistance!)}
                  >
                    {RIDE_FORM_TEXT.takeRouteDistance(distanceText(routeDistance!))}
                  </Button>
                </Group>
              </Alert>
            )}
            <Controller
              control={control}
              name="pace"
              render={({ field }) => (
                <Stack gap={4}>
                  <Input.Label id="ride-pace-label" required>
                    {RIDE_FORM_TEXT.pace}
                  </Input.Label>
                  <SegmentedControl
                    aria-labelledby="ride-pace-label"
                    value={field.value}
                    onChange={field.onChange}
                    data={EVENT_PACES.map((pace) => ({
                      value: pace,
                      label: EVENT_TEXT.paceLabels[pace],
                    }))}
                  />
                </Stack>
              )}
            />
            <NativeSelect
              label={RIDE_FORM_TEXT.kind}
              required
              data={RIDE_KINDS.map((kind) => ({ value: kind, label: EVENT_TEXT.kindLabels[kind] }))}
              error={errors.kind?.message}
              {...register('kind')}
            />
            <GrowingTextarea
              label={RIDE_FORM_TEXT.description}
              minRows={4}
              maxLength={EVENT_LIMITS.descriptionMaxLength}
              error={errors.description?.message}
              {...register('description')}
            />
          </Stack>
          <Stack gap="md">
            <UploadField
              label={RIDE_FORM_TEXT.cover}
              buttonLabel={RIDE_FORM_TEXT.chooseCover}
              removeLabel={RIDE_FORM_TEXT.removeCover}
              accept="image/*"
              fileName={coverFile ? (coverFile.name ?? RIDE_FORM_TEXT.currentPicture) : null}
              preview={coverFile?.preview}
              upload={cover}
              onPick={(file) => void pickCover(file)}
              beside={<LibraryPickButton max={1} onPick={pickCoverFromLibrary} />}
              onRemove={() => {
                setCoverFile(null);
                setValue('coverPictureId', null, { shouldDirty: true });
              }}
            />
            <UploadField
              label={RIDE_FORM_TEXT.gpx}
              buttonLabel={RIDE_FORM_TEXT.chooseGpx}
              removeLabel={RIDE_FORM_TEXT.removeGpx}
              accept=".gpx,application/gpx+xml"
              fileName={route ? (route.name ?? RIDE_FORM_TEXT.currentRoute) : null}
              summary={
                route && (
                  <Text size="sm" c="teal" data-testid="route-summary">
                    {RIDE_FORM_TEXT.gpxRead(
                      distanceText(route.route.distanceKm),
                      climbText(route.route.elevationGainM),
                    )}
                  </Text>
                )
              }
              upload={gpx}
              onPick={(file) => void pickRoute(file)}
              onRemove={() => {
                setRoute(null);
                setValue('routeId', null, { shouldDirty: true });
              }}
            />
            {route && (
              <RouteOutline route={route.route} name={RIDE_FORM_TEXT.gpx} figures={false} />
            )}
            <Stack gap={6}>
              <Input.Label component="span">{RIDE_FORM_TEXT.sponsors}</Input.Label>
              <SponsorRows
                form={form}
                control={control}
                previews={sponsorPreviews(form.getValues('sponsors'), initial, files.sponsors)}
                onBusy={onBusy}
              />
            </Stack>
          </Stack>
        </SimpleGrid>
        {inSeries && (
          <Radio.Group
            label={RIDE_FORM_TEXT.saveScope}
            description={RIDE_FORM_TEXT.scopeHint}
            value={scope}
            onChange={(next) => setScope(next as SeriesScope)}
          >
            <Group gap="lg" mt={6}>
              <Radio value="this" label={RIDE_FORM_TEXT.scopeThis} />
              <Radio value="later" label={RIDE_FORM_TEXT.scopeLater} />
            </Group>
          </Radio.Group>
        )}
        {alert && (
          <Alert color="red" variant="light" role="alert">
            {alert}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {RIDE_FORM_TEXT.cancel}
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={busy > 0}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

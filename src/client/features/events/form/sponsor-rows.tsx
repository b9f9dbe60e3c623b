/** The ride form's sponsors: rows added and removed, each with a name, a line and a picture. */
import { ActionIcon, Button, Card, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useFieldArray, type Control, type UseFormReturn } from 'react-hook-form';
import type { EventInput, EventInputParsed } from '../../../../contract/events';
import { EVENT_LIMITS } from '../../../../contract/events-constants';
import type { StorageItem } from '../../../../contract/storage';
import { LibraryPickButton } from '../../storage/library-pick-button';
import { ridePictureFromLibrary } from '../../../lib/library-pictures';
import { RIDE_FORM_TEXT } from '../texts';
import { UploadField, useUpload } from './upload-field';
import { uploadRidePicture } from './upload-file';
import { GrowingTextarea } from '../../../components/growing-textarea';

type RideForm = UseFormReturn<EventInput, unknown, EventInputParsed>;

function SponsorRow({
  form,
  index,
  initialPreview,
  onRemove,
  onBusy,
}: {
  form: RideForm;
  index: number;
  initialPreview: string | null;
  onRemove: () => void;
  onBusy: (delta: 1 | -1) => void;
}) {
  const upload = useUpload(uploadRidePicture, onBusy);
  // The ride's own picture is named when drawn (name null), in the page's language.
  const [picture, setPicture] = useState<{ name: string | null; preview: string } | null>(
    initialPreview ? { name: null, preview: initialPreview } : null,
  );
  const errors = form.formState.errors.sponsors?.[index];
  const pick = async (file: File) => {
    const uploaded = await upload.run(file);
    if (!uploaded) return;
    setPicture({ name: file.name, preview: uploaded.url });
    form.setValue(`sponsors.${index}.pictureId`, uploaded.id, { shouldDirty: true });
  };
  const pickFromLibrary = async ([item]: StorageItem[]) => {
    if (!item) return;
    const chosen = await ridePictureFromLibrary(item.id);
    setPicture({ name: item.name, preview: chosen.url });
    form.setValue(`sponsors.${index}.pictureId`, chosen.id, { shouldDirty: true });
  };
  return (
    <Card
      withBorder
      padding="sm"
      radius="sm"
      component="fieldset"
      aria-label={RIDE_FORM_TEXT.sponsorRow(index)}
      // A fieldset is as wide as its widest content unless told otherwise.
      style={{ minWidth: 0, margin: 0 }}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            style={{ flex: 1 }}
            label={RIDE_FORM_TEXT.sponsorName}
            required
            maxLength={EVENT_LIMITS.sponsorNameMaxLength}
            error={errors?.name?.message}
            {...form.register(`sponsors.${index}.name`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={RIDE_FORM_TEXT.removeSponsor(index)}
            onClick={onRemove}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <GrowingTextarea
          label={RIDE_FORM_TEXT.sponsorDescription}
          minRows={1}
          maxLength={EVENT_LIMITS.sponsorDescriptionMaxLength}
          error={errors?.description?.message}
          {...form.register(`sponsors.${index}.description`)}
        />
        <UploadField
          label={RIDE_FORM_TEXT.sponsorPicture}
          buttonLabel={RIDE_FORM_TEXT.chooseCover}
          removeLabel={RIDE_FORM_TEXT.removeSponsorPicture(index)}
          accept="image/*"
          fileName={picture ? (picture.name ?? RIDE_FORM_TEXT.currentPicture) : null}
          preview={picture?.preview}
          upload={upload}
          onPick={(file) => void pick(file)}
          beside={<LibraryPickButton max={1} onPick={pickFromLibrary} />}
          onRemove={() => {
            setPicture(null);
            form.setValue(`sponsors.${index}.pictureId`, null, { shouldDirty: true });
          }}
        />
      </Stack>
    </Card>
  );
}

export function SponsorRows({
  form,
  control,
  previews,
  onBusy,
}: {
  form: RideForm;
  control: Control<EventInput, unknown, EventInputParsed>;
  /** The pictures of the sponsors the ride already has, by row. */
  previews: (string | null)[];
  onBusy: (delta: 1 | -1) => void;
}) {
  const rows = useFieldArray({ control, name: 'sponsors' });
  return (
    <Stack gap="xs">
      {rows.fields.map((row, index) => (
        <SponsorRow
          key={row.id}
          form={form}
          index={index}
          initialPreview={previews[index] ?? null}
          onRemove={() => rows.remove(index)}
          onBusy={onBusy}
        />
      ))}
      {rows.fields.length < EVENT_LIMITS.sponsorsMax && (
        <Button
          variant="subtle"
          size="sm"
          w="fit-content"
          leftSection={<IconPlus size={16} />}
          onClick={() => rows.append({ name: '', description: '', pictureId: null })}
        >
          {RIDE_FORM_TEXT.addSponsor}
        </Button>
      )}
    </Stack>
  );
}

import {
  ActionIcon,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import {
  INTRO_FIELDS,
  INTRO_LIMITS,
  specialInputSchema,
  type Special,
} from '../../../../contract/intro';
import { useSaveSpecial } from './api';
import { acceptedPictures } from './picked-files';
import { FilePreview } from './picture-preview';
import { fieldError, SaveError } from './save-error';
import { HOME_SETTINGS_TEXT as TEXT } from './texts';
import { UploadProgress } from './upload-progress';
import { GrowingTextarea } from '../../../components/growing-textarea';

/**
 * Adds a special, or edits one (POST /api/introAddSpecial): title, description, the stored
 * pictures to keep and new ones to add, up to the limit together.
 */
export function SpecialEditor({ special, onDone }: { special?: Special; onDone: () => void }) {
  const [title, setTitle] = useState(special?.title ?? '');
  const [description, setDescription] = useState(special?.description ?? '');
  const [kept, setKept] = useState(special?.images ?? []);
  const [added, setAdded] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pickError, setPickError] = useState<string | undefined>();
  const save = useSaveSpecial();
  const room = INTRO_LIMITS.specialImagesMax - kept.length - added.length;
  const formId = `special-form-${special?.id ?? 'new'}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = specialInputSchema.safeParse({ title, description });
    const found: Record<string, string> = {};
    if (!checked.success)
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
    setErrors(found);
    if (!checked.success) return;
    save.mutate(
      {
        id: special?.id,
        title: checked.data.title,
        description: checked.data.description,
        keep: kept.map((picture) => picture.id),
        added,
      },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'teal',
            message: special ? TEXT.specialSaved(saved.title) : TEXT.specialAdded(saved.title),
          });
          onDone();
        },
      },
    );
  };

  const error = (field: string) => errors[field] ?? fieldError(save.error, field);
  return (
    <Card withBorder padding="lg" component="form" onSubmit={submit} noValidate id={formId}>
      <Stack gap="md">
        <TextInput
          label={TEXT.specialTitle}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          maxLength={INTRO_LIMITS.titleMaxLength}
          error={error(INTRO_FIELDS.title)}
          required
        />
        <GrowingTextarea
          label={TEXT.specialDescription}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          minRows={3}
          maxRows={8}
          maxLength={INTRO_LIMITS.descriptionMaxLength}
          error={error(INTRO_FIELDS.description)}
          required
        />
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {TEXT.specialPictures}{' '}
            <Text span size="xs" c="dimmed">
              ({TEXT.pictureCount(kept.length + added.length, INTRO_LIMITS.specialImagesMax)})
            </Text>
          </Text>
          <Group gap="sm">
            {kept.map((picture, index) => (
              <Thumbnail
                key={picture.id}
                name={`${index + 1}`}
                onRemove={() => setKept(kept.filter((other) => other.id !== picture.id))}
                disabled={save.isPending}
              >
                <Image
                  src={picture.sizes[0]?.url ?? picture.url}
                  alt=""
                  h={72}
                  w={72}
                  radius="sm"
                />
              </Thumbnail>
            ))}
            {added.map((file, index) => (
              <Thumbnail
                key={`${file.name}-${index}`}
                name={file.name}
                onRemove={() => setAdded(added.filter((_, other) => other !== index))}
                disabled={save.isPending}
              >
                <FilePreview file={file} alt="" h={72} />
              </Thumbnail>
            ))}
          </Group>
          {(pickError ?? error(INTRO_FIELDS.images) ?? error(INTRO_FIELDS.keepImages)) && (
            <Text size="sm" c="red">
              {pickError ?? error(INTRO_FIELDS.images) ?? error(INTRO_FIELDS.keepImages)}
            </Text>
          )}
          <FileButton
            onChange={(files) => {
              const { accepted, refusal } = acceptedPictures(files);
              setPickError(refusal);
              setAdded([...added, ...accepted.slice(0, Math.max(room, 0))]);
            }}
            accept="image/*"
            multiple
            disabled={save.isPending || room <= 0}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                w="fit-content"
                leftSection={<IconPhotoPlus size={16} aria-hidden />}
              >
                {TEXT.addPictures}
              </Button>
            )}
          </FileButton>
        </Stack>
        <UploadProgress value={save.progress} />
        <SaveError error={save.error} />
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {TEXT.saveSpecial}
          </Button>
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {TEXT.cancel}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function Thumbnail({
  name,
  onRemove,
  disabled,
  children,
}: {
  name: string;
  onRemove: () => void;
  disabled: boolean;
  children: React.ReactNode;
}) {
  return (
    <div style={{ position: 'relative' }}>
      {children}
      <ActionIcon
        size="sm"
        radius="xl"
        color="dark"
        variant="filled"
        aria-label={TEXT.removePicture(name)}
        onClick={onRemove}
        disabled={disabled}
        style={{ position: 'absolute', top: 4, right: 4 }}
      >
        <IconX size={12} aria-hidden />
      </ActionIcon>
    </div>
  );
}

/**
 * §3 Post form, for members: content (required), privacy, location, pictures and an optional
 * poll. Pictures are uploaded as the post is sent, each with its progress bar; one that cannot
 * go now (offline, connection lost) stays a Blob and goes with the post through the outbox.
 * Loaded late: react-hook-form stays out of the first chunk.
 */
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Input,
  SegmentedControl,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '../../lib/i18n/form-resolver';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { postInputSchema, type PostInput, type PostInputParsed } from '../../../contract/posts';
import { POST_LIMITS, POST_PRIVACIES, POST_TEXT } from '../../../contract/posts-constants';
import { DraftNote } from '../../components/draft-note';
import { ApiError } from '../../lib/api-client';
import type { DraftOf } from '../../lib/drafts/draft-store';
import { useDraftForm } from '../../lib/drafts/use-draft-form';
import { errorMessage } from '../../lib/errors';
import type { QueuedPicture } from './outbox-send';
import { PicturePicker, pickedFrom, type PickedPicture } from './picture-picker';
import { FEED_TEXT, POST_FORM_TEXT } from './texts';
import { uploadPicture } from './upload-picture';
import { GrowingTextarea } from '../../components/growing-textarea';

export type PostFields = Omit<PostInputParsed, 'media'>;

const EMPTY: PostInput = {
  content: '',
  privacy: 'public',
  location: '',
  isPoll: false,
  pollOptions: [],
};

export function PostForm({
  initial,
  pictures: initialPictures = [],
  onSave,
  onCancel,
  /** Pictures may wait for the network (a new or queued post), or must go now (an edit). */
  canQueuePictures,
  submitLabel = POST_FORM_TEXT.submit,
  autoFocus = false,
  draftOf = null,
}: {
  initial?: PostInput;
  pictures?: QueuedPicture[];
  onSave: (fields: PostFields, pictures: QueuedPicture[]) => Promise<unknown>;
  onCancel?: () => void;
  /** Puts the cursor in the text at once (the member just asked to write). */
  autoFocus?: boolean;
  canQueuePictures: boolean;
  submitLabel?: string;
  /**
   * The draft the text is kept as until it is sent (lib/drafts/); none for a refused post being
   * corrected, which is the outbox's entry. Pictures are not kept in it.
   */
  draftOf?: DraftOf | null;
}) {
  const { form, draft } = useDraftForm<PostInput, PostInputParsed>(draftOf, initial ?? EMPTY, {
    resolver: zodResolver(postInputSchema),
  });
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const [pictures, setPictures] = useState<PickedPicture[]>(() => initialPictures.map(pickedFrom));
  const [alert, setAlert] = useState<string | null>(null);
  const isPoll = useWatch({ control, name: 'isPoll' });
  const options = useWatch({ control, name: 'pollOptions' }) ?? [];

  /** Uploads what can go now; returns null when a picture was refused. */
  async function uploadAll(): Promise<QueuedPicture[] | null> {
    const done: QueuedPicture[] = [];
    let refused = false;
    let offline = !navigator.onLine;
    for (const item of pictures) {
      const picture = item.picture;
      if ('url' in picture || (offline && canQueuePictures)) {
        done.push(picture);
        continue;
      }
      const update = (change: Partial<PickedPicture>) =>
        setPictures((all) =>
          all.map((one) => (one.key === item.key ? { ...one, ...change } : one)),
        );
      try {
        update({ progress: 0, error: undefined });
        const uploaded = await uploadPicture(picture.blob, picture.name, (progress) =>
          update({ progress }),
        );
        update({ picture: { url: uploaded.url }, progress: 1 });
        done.push({ url: uploaded.url });
      } catch (error) {
        if (error instanceof ApiError && error.status === 0 && canQueuePictures) {
          // No connection: this one and the rest go with the post when it is back.
          offline = true;
          update({ progress: null });
          done.push(picture);
          continue;
        }
        refused = true;
        update({ progress: null, error: errorMessage(error) });
      }
    }
    return refused ? null : done;
  }

  const submit = form.handleSubmit(
    async (fields) => {
      setAlert(null);
      const sent = await uploadAll();
      if (!sent) {
        setAlert(POST_FORM_TEXT.uploadFailed);
        return;
      }
      try {
        const { media: _media, ...rest } = fields;
        void _media;
        await onSave(rest, sent);
        draft.sent();
        form.reset(EMPTY);
        setPictures([]);
      } catch (error) {
        setAlert(errorMessage(error));
      }
    },
    // §5's alert is for missing fields; a poll's own rule is shown beside its options.
    (invalid) => setAlert(invalid.content || invalid.privacy ? POST_TEXT.fillRequired : null),
  );

  // A rule about the whole list (count, distinct) sits on the array itself or its root.
  const pollError = errors.pollOptions?.message ?? errors.pollOptions?.root?.message;

  const togglePoll = (on: boolean) => {
    setValue('isPoll', on);
    setValue('pollOptions', on ? ['', ''] : [], { shouldValidate: false });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {draft.restored && <DraftNote onDiscard={draft.discard} />}
        <GrowingTextarea
          label={POST_FORM_TEXT.content}
          required
          minRows={3}
          maxLength={POST_LIMITS.contentMaxLength}
          error={errors.content?.message}
          // Only right after the member asked to write, never on a screen that just opened.
          autoFocus={autoFocus}
          {...register('content')}
        />
        <Controller
          control={control}
          name="privacy"
          render={({ field }) => (
            <Stack gap={4}>
              <Input.Label id="post-privacy-label">{POST_FORM_TEXT.privacy}</Input.Label>
              <SegmentedControl
                aria-labelledby="post-privacy-label"
                value={field.value ?? 'public'}
                onChange={field.onChange}
                data={POST_PRIVACIES.map((value) => ({ value, label: FEED_TEXT.privacy[value] }))}
              />
            </Stack>
          )}
        />
        <TextInput
          label={POST_FORM_TEXT.location}
          maxLength={POST_LIMITS.locationMaxLength}
          error={errors.location?.message}
          {...register('location')}
        />
        <PicturePicker pictures={pictures} onChange={setPictures} disabled={isSubmitting} />
        <Switch
          label={POST_FORM_TEXT.poll}
          checked={Boolean(isPoll)}
          onChange={(event) => togglePoll(event.currentTarget.checked)}
        />
        {isPoll && (
          <Stack gap="xs">
            {options.map((_, index) => (
              <Group key={index} gap="xs" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  aria-label={POST_FORM_TEXT.option(index)}
                  placeholder={POST_FORM_TEXT.option(index)}
                  maxLength={POST_LIMITS.pollOptionMaxLength}
                  error={errors.pollOptions?.[index]?.message}
                  {...register(`pollOptions.${index}` as const)}
                />
                {options.length > POST_LIMITS.pollMinOptions && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={POST_FORM_TEXT.removeOptionNumber(index)}
                    onClick={() =>
                      setValue(
                        'pollOptions',
                        options.filter((__, other) => other !== index),
                      )
                    }
                  >
                    <IconX size={16} />
                  </ActionIcon>
                )}
              </Group>
            ))}
            {pollError && (
              <Alert color="red" variant="light" p="xs">
                {pollError}
              </Alert>
            )}
            {options.length < POST_LIMITS.pollMaxOptions && (
              <Button
                variant="subtle"
                size="xs"
                w="fit-content"
                onClick={() => setValue('pollOptions', [...options, ''])}
              >
                {POST_FORM_TEXT.addOption}
              </Button>
            )}
          </Stack>
        )}
        {alert && (
          <Alert color="red" variant="light" role="alert">
            {alert}
          </Alert>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {POST_FORM_TEXT.cancel}
            </Button>
          )}
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

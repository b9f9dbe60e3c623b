/**
 * Writing an announcement, in a dialog: club-wide (admins) or to one ride's riders (its
 * organiser). It needs a connection: offline, the form keeps what was typed and says so, and
 * the key it sends stays the same until the post is through, so a retry after a lost reply
 * posts it once. Both are kept on the device as a draft until then, across a reload too.
 * Loaded late: the feed never carries this form.
 */
import { Alert, Button, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import {
  ANNOUNCEMENT_LIMITS,
  announcementInputSchema,
  type AnnouncementInput,
} from '../../../contract/announcements';
import { DraftNote } from '../../components/draft-note';
import { Modal } from '../../components/overlays/modal';
import { useDraftState } from '../../lib/drafts/use-draft-state';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/errors';
import { useOnline } from '../../lib/pwa/connectivity';
import { useCreateAnnouncement } from './api';
import { ANNOUNCEMENT_FORM_TEXT, ANNOUNCEMENTS_TEXT } from './texts';
import { GrowingTextarea } from '../../components/growing-textarea';

type Field = 'title' | 'body' | 'link' | 'expiresInDays';

/** What the form holds, kept as a draft until posted (lib/drafts/). */
interface Written {
  title: string;
  body: string;
  link: string;
  expiry: string;
  isPublic: boolean;
  /** The post's idempotency key, kept with the text: a retry after a reload posts it once. */
  key: string;
}

const DEFAULT_EXPIRY = String(ANNOUNCEMENT_LIMITS.expiryDefaultDays);

const blank = (): Written => ({
  title: '',
  body: '',
  link: '',
  expiry: DEFAULT_EXPIRY,
  isPublic: false,
  key: crypto.randomUUID(),
});

const somethingWritten = (written: Written) =>
  written.title !== '' ||
  written.body !== '' ||
  written.link !== '' ||
  written.expiry !== DEFAULT_EXPIRY ||
  written.isPublic;

interface Props {
  /** The ride it goes to; null for the whole club. */
  ride: { id: number; name: string } | null;
  onClose: () => void;
}

export function AnnouncementForm({ ride, onClose }: Props) {
  const online = useOnline();
  const create = useCreateAnnouncement();
  const [opening] = useState(blank);
  const [written, setWritten, draft] = useDraftState(
    { form: 'announcement', thing: ride?.id ?? 'club' },
    opening,
    { typed: somethingWritten },
  );
  const { title, body, link, expiry, isPublic, key } = written;
  const set = (change: Partial<Written>) => setWritten((now) => ({ ...now, ...change }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: AnnouncementInput = {
      title,
      body,
      link: link.trim() || null,
      rideId: ride?.id ?? null,
      public: ride ? false : isPublic,
      expiresInDays: expiry === 'none' ? null : Number(expiry),
    };
    const parsed = announcementInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(null);
    create.mutate(
      { input, key },
      {
        onSuccess: () => {
          draft.sent();
          notifications.show({ message: ANNOUNCEMENT_FORM_TEXT.posted });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            setErrors(error.fieldErrors as Partial<Record<Field, string>>);
          }
          setFailure(errorMessage(error));
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={ride ? ANNOUNCEMENTS_TEXT.announceToRiders : ANNOUNCEMENTS_TEXT.newAnnouncement}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {draft.restored && (
            <DraftNote
              onDiscard={() => {
                draft.discard();
                // A new announcement: its key must not be the one a lost post may have used.
                set({ key: crypto.randomUUID() });
              }}
            />
          )}
          <Text size="sm" c="dimmed">
            {ride ? ANNOUNCEMENT_FORM_TEXT.toRiders(ride.name) : ANNOUNCEMENT_FORM_TEXT.clubWide}
          </Text>
          <TextInput
            label={ANNOUNCEMENT_FORM_TEXT.title}
            required
            value={title}
            onChange={(event) => set({ title: event.currentTarget.value })}
            error={errors.title}
            maxLength={ANNOUNCEMENT_LIMITS.titleMaxLength}
            data-autofocus
          />
          <GrowingTextarea
            label={ANNOUNCEMENT_FORM_TEXT.body}
            value={body}
            onChange={(event) => set({ body: event.currentTarget.value })}
            error={errors.body}
            minRows={4}
            maxRows={12}
            maxLength={ANNOUNCEMENT_LIMITS.bodyMaxLength}
          />
          <TextInput
            label={ANNOUNCEMENT_FORM_TEXT.link}
            description={ANNOUNCEMENT_FORM_TEXT.linkHint}
            value={link}
            onChange={(event) => set({ link: event.currentTarget.value })}
            error={errors.link}
          />
          <Select
            label={ANNOUNCEMENT_FORM_TEXT.expiry}
            data={ANNOUNCEMENT_FORM_TEXT.expiryOptions}
            value={expiry}
            onChange={(value) => value && set({ expiry: value })}
            allowDeselect={false}
            error={errors.expiresInDays}
          />
          {!ride && (
            <Switch
              label={ANNOUNCEMENT_FORM_TEXT.public}
              checked={isPublic}
              onChange={(event) => set({ isPublic: event.currentTarget.checked })}
            />
          )}
          {!online && (
            <Alert color="yellow" variant="light">
              {ANNOUNCEMENT_FORM_TEXT.needsConnection}
            </Alert>
          )}
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Button type="submit" loading={create.isPending} disabled={!online}>
            {ANNOUNCEMENT_FORM_TEXT.post}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

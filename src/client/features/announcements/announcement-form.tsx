/**
 * Writing an announcement, in a dialog: club-wide (admins) or to one ride's riders (its
 * organiser). It needs a connection: offline, the form keeps what was typed and says so, and
 * the key it sends stays the same until the post is through, so a retry after a lost reply
 * posts it once. Loaded late: the feed never carries this form.
 */
import { Alert, Button, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import {
  ANNOUNCEMENT_LIMITS,
  announcementInputSchema,
  type AnnouncementInput,
} from '../../../contract/announcements';
import { Modal } from '../../components/overlays/modal';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/errors';
import { useOnline } from '../../lib/pwa/connectivity';
import { useCreateAnnouncement } from './api';
import { ANNOUNCEMENT_FORM_TEXT, ANNOUNCEMENTS_TEXT } from './texts';
import { GrowingTextarea } from '../../components/growing-textarea';

type Field = 'title' | 'body' | 'link' | 'expiresInDays';

interface Props {
  /** The ride it goes to; null for the whole club. */
  ride: { id: number; name: string } | null;
  onClose: () => void;
}

export function AnnouncementForm({ ride, onClose }: Props) {
  const online = useOnline();
  const create = useCreateAnnouncement();
  const [key] = useState(() => crypto.randomUUID());
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [link, setLink] = useState('');
  const [expiry, setExpiry] = useState(String(ANNOUNCEMENT_LIMITS.expiryDefaultDays));
  const [isPublic, setPublic] = useState(false);
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
          <Text size="sm" c="dimmed">
            {ride ? ANNOUNCEMENT_FORM_TEXT.toRiders(ride.name) : ANNOUNCEMENT_FORM_TEXT.clubWide}
          </Text>
          <TextInput
            label={ANNOUNCEMENT_FORM_TEXT.title}
            required
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={errors.title}
            maxLength={ANNOUNCEMENT_LIMITS.titleMaxLength}
            data-autofocus
          />
          <GrowingTextarea
            label={ANNOUNCEMENT_FORM_TEXT.body}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            error={errors.body}
            minRows={4}
            maxRows={12}
            maxLength={ANNOUNCEMENT_LIMITS.bodyMaxLength}
          />
          <TextInput
            label={ANNOUNCEMENT_FORM_TEXT.link}
            description={ANNOUNCEMENT_FORM_TEXT.linkHint}
            value={link}
            onChange={(event) => setLink(event.currentTarget.value)}
            error={errors.link}
          />
          <Select
            label={ANNOUNCEMENT_FORM_TEXT.expiry}
            data={ANNOUNCEMENT_FORM_TEXT.expiryOptions}
            value={expiry}
            onChange={(value) => value && setExpiry(value)}
            allowDeselect={false}
            error={errors.expiresInDays}
          />
          {!ride && (
            <Switch
              label={ANNOUNCEMENT_FORM_TEXT.public}
              checked={isPublic}
              onChange={(event) => setPublic(event.currentTarget.checked)}
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

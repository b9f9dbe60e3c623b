/**
 * The member's own emergency contact, on their profile: a name and a phone the organiser and
 * the sweep of a live ride they share on may call if they ask for help. Only the member reads
 * it here; removing it stops it being shown on any ride.
 */
import { Alert, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  RIDE_LIVE_LIMITS,
  RIDE_LIVE_PATHS,
  emergencyContactInputSchema,
  type MyEmergencyContact,
} from '../../../contract/ride-live';
import { api } from '../../lib/api-client';
import { errorMessage } from '../../lib/errors';
import { PEOPLE_TEXT } from './texts';

const emergencyContactQuery = queryOptions({
  queryKey: ['users', 'me', 'emergency-contact'] as const,
  queryFn: ({ signal }) => api<MyEmergencyContact>(RIDE_LIVE_PATHS.emergencyContact, { signal }),
});

function useSaveEmergencyContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contact: MyEmergencyContact['contact']) =>
      api<MyEmergencyContact>(RIDE_LIVE_PATHS.emergencyContact, {
        method: 'PUT',
        body: { contact },
      }),
    onSuccess: (saved) => client.setQueryData(emergencyContactQuery.queryKey, saved),
  });
}

function ContactForm({ saved }: { saved: MyEmergencyContact['contact'] }) {
  const [name, setName] = useState(saved?.name ?? '');
  const [phone, setPhone] = useState(saved?.phone ?? '');
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});
  const save = useSaveEmergencyContact();
  function submit() {
    const parsed = emergencyContactInputSchema.safeParse({ contact: { name, phone } });
    if (!parsed.success) {
      const field = (key: string) =>
        parsed.error.issues.find((issue) => issue.path.includes(key))?.message;
      return setErrors({ name: field('name'), phone: field('phone') });
    }
    setErrors({});
    save.mutate(parsed.data.contact, {
      onSuccess: () => notifications.show({ message: PEOPLE_TEXT.emergencySaved }),
    });
  }
  function remove() {
    save.mutate(null, {
      onSuccess: () => {
        setName('');
        setPhone('');
        notifications.show({ message: PEOPLE_TEXT.emergencyRemoved });
      },
    });
  }
  return (
    <Stack gap="sm">
      <TextInput
        label={PEOPLE_TEXT.emergencyName}
        value={name}
        maxLength={RIDE_LIVE_LIMITS.emergencyNameMaxLength}
        error={errors.name}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <TextInput
        label={PEOPLE_TEXT.emergencyPhone}
        type="tel"
        value={phone}
        maxLength={RIDE_LIVE_LIMITS.emergencyPhoneMaxLength}
        error={errors.phone}
        onChange={(event) => setPhone(event.currentTarget.value)}
      />
      {save.isError && (
        <Alert color="red" role="alert">
          {errorMessage(save.error)}
        </Alert>
      )}
      <Group>
        <Button size="sm" loading={save.isPending} onClick={submit}>
          {PEOPLE_TEXT.emergencySave}
        </Button>
        {saved && (
          <Button size="sm" variant="default" disabled={save.isPending} onClick={remove}>
            {PEOPLE_TEXT.emergencyRemove}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

export function EmergencyContactCard() {
  const contact = useQuery(emergencyContactQuery);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="emergency-contact-heading"
    >
      <Stack gap="sm">
        <Title order={2} size="h5" id="emergency-contact-heading">
          {PEOPLE_TEXT.emergencyTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {PEOPLE_TEXT.emergencyNote}
        </Text>
        {contact.isError ? (
          <Alert color="red">{errorMessage(contact.error)}</Alert>
        ) : contact.data ? (
          <ContactForm saved={contact.data.contact} />
        ) : (
          <Skeleton height={120} />
        )}
      </Stack>
    </Card>
  );
}

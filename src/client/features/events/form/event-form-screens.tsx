/**
 * /events/new (any member plans a ride) and /events/{id}/edit (its organiser or an admin).
 * Both go to the ride page once the server has the ride.
 */
import { Alert, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { eventQuery, useCreateEvent, useUpdateEvent } from '../api';
import { EventForm } from './event-form';
import { rideToInput } from './form-values';
import { RIDES_TEXT, RIDE_FORM_TEXT } from '../texts';
import { LoadFailed } from '../../../components/load-failed';

function FormPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Container size={1000} px={{ base: 'xs', xs: 'md' }} py="lg">
      <Stack gap="md">
        <Title order={1} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}

function SignInFirst() {
  return (
    <Alert variant="light">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{RIDES_TEXT.signInToPlan}</Text>
        <Button component={Link} to="/auth/signin" size="xs">
          {RIDES_TEXT.signIn}
        </Button>
      </Stack>
    </Alert>
  );
}

export function NewEventScreen() {
  const me = useCurrentUser();
  const create = useCreateEvent();
  const navigate = useNavigate();
  return (
    <FormPage title={RIDE_FORM_TEXT.newHeading}>
      {me ? (
        <EventForm
          draftOf={{ form: 'ride' }}
          repeatable
          submitLabel={RIDE_FORM_TEXT.create}
          onCancel={() => void navigate({ to: '/events' })}
          onSave={async (input, { repeat }) => {
            const ride = await create.mutateAsync({ ...input, repeat });
            notifications.show({
              message: repeat
                ? RIDE_FORM_TEXT.seriesCreated(ride.seriesNext.length + 1)
                : RIDE_FORM_TEXT.created,
            });
            await navigate({ to: '/events/$id', params: { id: String(ride.id) } });
          }}
        />
      ) : (
        <SignInFirst />
      )}
    </FormPage>
  );
}

export function EditEventScreen({ id }: { id: number }) {
  const ride = useQuery(eventQuery(id));
  const update = useUpdateEvent(id);
  const navigate = useNavigate();
  const back = () => navigate({ to: '/events/$id', params: { id: String(id) } });
  return (
    <FormPage title={RIDE_FORM_TEXT.editHeading}>
      {ride.isPending && <Skeleton height={400} radius="md" />}
      {ride.isError && (
        <LoadFailed
          title={RIDES_TEXT.rideLoadFailed}
          error={ride.error}
          onRetry={() => void ride.refetch()}
        />
      )}
      {ride.data && !ride.data.canEdit && (
        <Alert color="yellow" variant="light">
          {RIDES_TEXT.onlyOrganiser}
        </Alert>
      )}
      {ride.data?.canEdit && (
        <EventForm
          draftOf={{ form: 'ride', thing: id }}
          initial={rideToInput(ride.data)}
          files={{
            cover: ride.data.coverPicture?.url ?? null,
            sponsors: ride.data.sponsors.map((sponsor) => sponsor.picture?.url ?? null),
            route: ride.data.route,
          }}
          inSeries={ride.data.series != null}
          submitLabel={RIDE_FORM_TEXT.save}
          onCancel={() => void back()}
          onSave={async (input, { scope }) => {
            await update.mutateAsync({ input, scope });
            notifications.show({ message: RIDE_FORM_TEXT.saved });
            await back();
          }}
        />
      )}
    </FormPage>
  );
}

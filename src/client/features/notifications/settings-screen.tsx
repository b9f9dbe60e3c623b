/**
 * /settings/notifications: per kind Push, In app or Off; this device's push (the same switch as
 * the user menu's) and the kinds it gets; quiet hours in the club's zone. Each change is saved
 * at once and says so; offline the last settings seen are shown and saving waits for a
 * connection.
 */
import {
  Alert,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_MODES,
  NOTIFICATION_MODE_LABELS,
  NOTIFICATION_TEXT,
  type NotificationKind,
  type NotificationMode,
} from '../../../contract/notifications-constants';
import type { NotificationSettings, QuietHours } from '../../../contract/notifications';
import { PUSH_TEXT } from '../../../contract/push-texts';
import { LoadFailed } from '../../components/load-failed';
import { TimeField } from '../../components/time-field';
import { useSessionOwner } from '../../lib/current-user';
import { errorMessage } from '../../lib/errors';
import { useOnline } from '../../lib/pwa/connectivity';
import { currentSubscription } from '../../lib/push/push-subscription';
import { usePushSwitch } from '../../lib/push/use-push-switch';
import { deviceQuery, settingsQuery, useSaveDevice, useSaveSettings } from './api';
import { SignInFirst } from './sign-in-first';
import { NOTIFICATIONS_TEXT } from './texts';

export function SettingsScreen() {
  const owner = useSessionOwner();
  const online = useOnline();
  const settings = useQuery({ ...settingsQuery(owner), enabled: owner !== null });
  const save = useSaveSettings();

  return (
    <Container size="sm" py="md">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={1} size="h2">
          {NOTIFICATION_TEXT.settingsTitle}
        </Title>
        <Button component={Link} to="/notifications" variant="subtle" size="xs">
          {NOTIFICATION_TEXT.inboxTitle}
        </Button>
      </Group>
      {!online && (
        <Alert color="yellow" mb="md">
          {NOTIFICATION_TEXT.offline}
        </Alert>
      )}
      <Text role="status" size="sm" mb="sm" c={save.isError ? 'red' : 'dimmed'} mih={20}>
        {save.isPending
          ? NOTIFICATION_TEXT.saving
          : save.isError
            ? `${NOTIFICATION_TEXT.failed} ${errorMessage(save.error)}`
            : save.isSuccess
              ? NOTIFICATION_TEXT.saved
              : ''}
      </Text>
      {owner === null ? (
        <SignInFirst sentence={NOTIFICATIONS_TEXT.signInToChoose} />
      ) : settings.isPending ? (
        <Stack>
          <Skeleton height={240} radius="md" />
          <Skeleton height={120} radius="md" />
        </Stack>
      ) : settings.isError ? (
        <LoadFailed
          title={NOTIFICATION_TEXT.settingsLoadFailed}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <Stack gap="lg">
          <KindModes
            settings={settings.data}
            disabled={!online}
            onChange={(kind, mode) => save.mutate({ kinds: { [kind]: mode } })}
          />
          <ThisDevice disabled={!online} />
          <QuietHoursForm
            // Saved settings start the form afresh.
            key={JSON.stringify(settings.data.quietHours)}
            settings={settings.data}
            disabled={!online || save.isPending}
            onSave={(quietHours) => save.mutate({ quietHours })}
          />
        </Stack>
      )}
    </Container>
  );
}

function KindModes({
  settings,
  disabled,
  onChange,
}: {
  settings: NotificationSettings;
  disabled: boolean;
  onChange: (kind: NotificationKind, mode: NotificationMode) => void;
}) {
  const modeOptions = NOTIFICATION_MODES.map((mode) => ({
    value: mode,
    label: NOTIFICATION_MODE_LABELS[mode],
  }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="kinds-title">
      <Title order={2} size="h4" id="kinds-title">
        {NOTIFICATION_TEXT.kindsTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {NOTIFICATION_TEXT.kindsHelp}
      </Text>
      <Stack gap="sm">
        {NOTIFICATION_KINDS.map((kind) => (
          <SimpleGrid key={kind} cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={4}>
            <Text size="sm" id={`kind-${kind}`} style={{ alignSelf: 'center' }}>
              {NOTIFICATION_KIND_LABELS[kind]}
            </Text>
            <SegmentedControl
              aria-labelledby={`kind-${kind}`}
              data={modeOptions}
              value={settings.kinds[kind]}
              onChange={(value) => onChange(kind, value as NotificationMode)}
              disabled={disabled}
              size="xs"
              fullWidth
            />
          </SimpleGrid>
        ))}
      </Stack>
    </Paper>
  );
}

/** The push switch of the user menu, and the kinds this device takes when it is on. */
function ThisDevice({ disabled }: { disabled: boolean }) {
  const owner = useSessionOwner();
  const push = usePushSwitch();
  // The browser knows this device's endpoint; the server keys the device's settings by it.
  const { data: endpoint = null } = useQuery({
    queryKey: ['push-endpoint', push.state],
    queryFn: async () =>
      push.state === 'on' ? ((await currentSubscription())?.endpoint ?? null) : null,
    networkMode: 'always',
  });
  const device = useQuery(deviceQuery(owner, endpoint));
  const saveDevice = useSaveDevice();
  const muted = new Set(device.data?.mutedKinds ?? []);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="device-title">
      <Title order={2} size="h4" id="device-title" mb="sm">
        {NOTIFICATION_TEXT.deviceTitle}
      </Title>
      <Switch
        label={NOTIFICATION_TEXT.devicePush}
        checked={push.state === 'on'}
        onChange={() => push.toggle()}
        disabled={
          disabled || push.pending || push.state === 'unsupported' || push.state === 'denied'
        }
        description={
          push.state === 'unsupported'
            ? PUSH_TEXT.unsupported
            : push.state === 'denied'
              ? PUSH_TEXT.denied
              : push.state === 'off'
                ? NOTIFICATION_TEXT.deviceNoPush
                : undefined
        }
      />
      {device.data && (
        <Checkbox.Group
          mt="md"
          label={NOTIFICATION_TEXT.deviceKinds}
          value={NOTIFICATION_KINDS.filter((kind) => !muted.has(kind))}
          onChange={(kept) =>
            saveDevice.mutate({
              endpoint: device.data.endpoint,
              push: device.data.push,
              mutedKinds: NOTIFICATION_KINDS.filter((kind) => !kept.includes(kind)),
            })
          }
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs" spacing="xs">
            {NOTIFICATION_KINDS.map((kind) => (
              <Checkbox
                key={kind}
                value={kind}
                label={NOTIFICATION_KIND_LABELS[kind]}
                disabled={disabled || saveDevice.isPending}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      )}
      {saveDevice.isError && (
        <Text size="sm" c="red" mt="xs" role="alert">
          {NOTIFICATION_TEXT.failed} {errorMessage(saveDevice.error)}
        </Text>
      )}
    </Paper>
  );
}

function QuietHoursForm({
  settings,
  disabled,
  onSave,
}: {
  settings: NotificationSettings;
  disabled: boolean;
  onSave: (quiet: QuietHours) => void;
}) {
  const [quiet, setQuiet] = useState<QuietHours>(settings.quietHours);
  const changed =
    quiet.enabled !== settings.quietHours.enabled ||
    quiet.from !== settings.quietHours.from ||
    quiet.to !== settings.quietHours.to;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="quiet-title">
      <Title order={2} size="h4" id="quiet-title">
        {NOTIFICATION_TEXT.quietTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {NOTIFICATION_TEXT.quietHelp} ({settings.timeZone})
      </Text>
      <Switch
        label={NOTIFICATION_TEXT.quietSwitch}
        checked={quiet.enabled}
        onChange={(event) => setQuiet({ ...quiet, enabled: event.currentTarget.checked })}
        disabled={disabled}
        mb="sm"
      />
      <Group grow align="flex-end">
        <TimeField
          pickerLabel={NOTIFICATION_TEXT.quietFromPicker}
          label={NOTIFICATION_TEXT.quietFrom}
          value={quiet.from}
          onChange={(event) => setQuiet({ ...quiet, from: event.currentTarget.value })}
          disabled={disabled}
        />
        <TimeField
          pickerLabel={NOTIFICATION_TEXT.quietToPicker}
          label={NOTIFICATION_TEXT.quietTo}
          value={quiet.to}
          onChange={(event) => setQuiet({ ...quiet, to: event.currentTarget.value })}
          disabled={disabled}
        />
      </Group>
      <Button mt="md" onClick={() => onSave(quiet)} disabled={disabled || !changed}>
        {NOTIFICATION_TEXT.saveQuietHours}
      </Button>
    </Paper>
  );
}

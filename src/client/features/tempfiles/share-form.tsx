/**
 * Picks a file and a lifetime and uploads with a progress bar; the finished link shows with a
 * copy button. A file past the club's limit is refused here, before any byte is sent.
 */
import {
  Alert,
  Button,
  FileInput,
  NativeSelect,
  Paper,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { TempFile } from '../../../contract/tempfiles';
import {
  TEMPFILE_DEFAULT_LIFETIME_HOURS,
  TEMPFILE_LIFETIMES_HOURS,
  TEMPFILE_TEXT,
  formatBytes,
} from '../../../contract/tempfiles-constants';
import { errorMessage } from '../../lib/errors';
import { shareLink, useShareFile } from './api';
import { LinkField } from './link-field';

export function ShareForm({
  maxBytes,
  maxLifetimeHours,
}: {
  maxBytes: number;
  maxLifetimeHours: number;
}) {
  const [file, setFile] = useState<File | null>(null);
  const lifetimes = TEMPFILE_LIFETIMES_HOURS.filter((hours) => hours <= maxLifetimeHours);
  const [lifetime, setLifetime] = useState(
    String(Math.min(TEMPFILE_DEFAULT_LIFETIME_HOURS, maxLifetimeHours)),
  );
  const [progress, setProgress] = useState<number | null>(null);
  const [shared, setShared] = useState<TempFile | null>(null);
  const share = useShareFile(setProgress);
  const tooLarge = file !== null && file.size > maxBytes;

  const submit = () => {
    if (!file || tooLarge) return;
    setShared(null);
    setProgress(0);
    share.mutate(
      { file, lifetimeHours: Number(lifetime) },
      {
        onSuccess: (done) => {
          setShared(done);
          setFile(null);
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <FileInput
            label={TEMPFILE_TEXT.chooseFile}
            placeholder={TEMPFILE_TEXT.choosePlaceholder}
            value={file}
            onChange={setFile}
            clearable
            error={tooLarge ? TEMPFILE_TEXT.tooLarge(formatBytes(maxBytes)) : undefined}
            description={file && !tooLarge ? formatBytes(file.size) : undefined}
          />
          {/* The phone's own list: a few fixed choices need no searchable picker, whose
              dropdown sets itself up as the screen first draws (and brings the overlays). */}
          <NativeSelect
            label={TEMPFILE_TEXT.lifetime}
            data={lifetimes.map((hours) => ({
              value: String(hours),
              label: TEMPFILE_TEXT.lifetimeLabel(hours),
            }))}
            value={lifetime}
            onChange={(event) => setLifetime(event.currentTarget.value)}
          />
          {progress !== null && (
            <Progress
              value={Math.round(progress * 100)}
              size="sm"
              animated={progress < 1}
              aria-label={TEMPFILE_TEXT.uploading}
            />
          )}
          {share.isError && (
            <Alert color="red" variant="light">
              {errorMessage(share.error)}
            </Alert>
          )}
          <Button
            type="submit"
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={!file || tooLarge}
            loading={share.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {TEMPFILE_TEXT.upload}
          </Button>
          {shared && (
            <Stack gap={4}>
              <Text size="sm" c="teal" fw={500} aria-live="polite">
                {TEMPFILE_TEXT.uploaded}
              </Text>
              <LinkField link={shareLink(shared)} />
            </Stack>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

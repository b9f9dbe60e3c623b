import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ApiError } from '../../../lib/api-client';
import { HOME_SETTINGS_TEXT } from './texts';

/** Why the server refused a save, in words the editor can act on; 403 says who may edit. */
export function saveErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return String(error);
  if (error.status === 403) return HOME_SETTINGS_TEXT.forbidden;
  if (error.status === 0) return HOME_SETTINGS_TEXT.offline;
  return error.message;
}

export function SaveError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={HOME_SETTINGS_TEXT.notSaved}
      icon={<IconAlertTriangle size={20} aria-hidden />}
    >
      {saveErrorMessage(error)}
    </Alert>
  );
}

/** The server's message for one field of the form, if it named that field. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const errors = error.fieldErrors;
  return errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];
}

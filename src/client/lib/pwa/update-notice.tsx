import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { somethingBeingTyped } from '../drafts/being-typed';
import { updateApp } from './app-update';
import { UPDATE_TEXT } from './update-texts';

const NOTICE_ID = 'app-update';

function showNotice(said: string, reload: () => void): void {
  // Only a form that keeps drafts can promise that what is being written survives the reload.
  const message = somethingBeingTyped() ? `${said} ${UPDATE_TEXT.writingKept}` : said;
  const notice = {
    id: NOTICE_ID,
    title: UPDATE_TEXT.title,
    message: (
      // One above the other: on a phone the words and the button do not fit on one line.
      <Stack gap={6} align="flex-start">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          onClick={() => {
            notifications.update({
              id: NOTICE_ID,
              title: UPDATE_TEXT.updating,
              message: UPDATE_TEXT.updatingMessage,
              loading: true,
              autoClose: false,
            });
            reload();
          }}
        >
          {UPDATE_TEXT.reload}
        </Button>
      </Stack>
    ),
    autoClose: false,
    withCloseButton: true,
  };
  // A notice already up (the offer, then the switch made in another tab) is replaced.
  notifications.update(notice);
  notifications.show(notice);
}

/** A new version waits: Reload switches every tab of the app to it. */
export function showUpdateNotice(): void {
  showNotice(UPDATE_TEXT.reloadToUse, () => void updateApp());
}

/**
 * Another tab switched to the new version while something is being written here: this tab
 * reloads when the member says so.
 */
export function showBehindNotice(): void {
  showNotice(UPDATE_TEXT.thisTabBehind, () => window.location.reload());
}

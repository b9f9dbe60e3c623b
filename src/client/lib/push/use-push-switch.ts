/** State and toggle of the 'Notifications' switch in the user menu. */
import { useCallback, useEffect, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { PUSH_TEXT } from '../../../contract/push-texts';
import {
  disablePush,
  enablePush,
  pushSupported,
  readPushState,
  type PushState,
} from './push-subscription';

export function usePushSwitch() {
  const [state, setState] = useState<PushState>(() => (pushSupported() ? 'off' : 'unsupported'));
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let live = true;
    void readPushState().then((read) => live && setState(read));
    return () => {
      live = false;
    };
  }, []);

  /** Must run straight from the click: enablePush asks for permission first thing. */
  const toggle = useCallback(() => {
    const turningOn = state !== 'on';
    setPending(true);
    (turningOn ? enablePush() : disablePush())
      .then((next) => {
        setState(next);
        if (next === 'denied') notifications.show({ color: 'yellow', message: PUSH_TEXT.denied });
        else if (next === 'on') notifications.show({ color: 'teal', message: PUSH_TEXT.enabled });
        else if (!turningOn) notifications.show({ message: PUSH_TEXT.disabled });
      })
      .catch(() => notifications.show({ color: 'red', message: PUSH_TEXT.failed }))
      .finally(() => setPending(false));
  }, [state]);

  return { state, pending, toggle };
}

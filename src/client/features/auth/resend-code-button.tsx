import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { AUTH_TEXT } from '../../../contract/messages';

const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000));

interface Props {
  /** When the server takes a new request (ms since the epoch). */
  allowedAt: number;
  pending: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/**
 * "Send a new code", waiting with its countdown until the server takes a new request: the code
 * already sent stays usable meanwhile.
 */
export function ResendCodeButton(props: Props) {
  // A new moment starts a new countdown.
  return <CountingDown key={props.allowedAt} {...props} />;
}

function CountingDown({ allowedAt, pending, disabled, onClick }: Props) {
  const [wait, setWait] = useState(() => secondsUntil(allowedAt));
  useEffect(() => {
    if (secondsUntil(allowedAt) === 0) return;
    const timer = setInterval(() => {
      const left = secondsUntil(allowedAt);
      setWait(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [allowedAt]);
  return (
    <Button
      variant="subtle"
      onClick={onClick}
      disabled={disabled || pending || wait > 0}
      loading={pending}
    >
      {wait > 0 ? AUTH_TEXT.sendNewCodeIn(wait) : AUTH_TEXT.sendNewCode}
    </Button>
  );
}

/**
 * The signup form's checks (signup-check.ts) come after the form is first drawn: nothing can be
 * checked before the member has typed, and the schema library is the larger part of the
 * screen's code. Until they come, Next stays disabled and no address is asked about.
 */
import { useEffect, useState } from 'react';
import type { SignupPayload } from '../../../contract/auth';
import { lazyResolver } from '../../lib/lazy-resolver';
import { importWhenOnline } from '../../lib/load-late';
import type * as checks from './signup-check';
import type { SignupForm } from './signup-form';

export type SignupCheck = typeof checks;

let loading: Promise<SignupCheck> | undefined;
let loaded: SignupCheck | undefined;

function loadSignupCheck(): Promise<SignupCheck> {
  loading ??= importWhenOnline(() => import('./signup-check')).then((check) => (loaded = check));
  return loading;
}

export const signupResolver = lazyResolver<SignupForm, unknown, SignupPayload>(() =>
  loadSignupCheck().then((check) => check.signupResolver),
);

/** The checks, asked for once the form is drawn; null until they have come. */
export function useSignupCheck(): SignupCheck | null {
  const [check, setCheck] = useState(loaded ?? null);
  useEffect(() => {
    if (check) return;
    let left = false;
    void loadSignupCheck().then((came) => {
      if (!left) setCheck(came);
    });
    return () => {
      left = true;
    };
  }, [check]);
  return check;
}

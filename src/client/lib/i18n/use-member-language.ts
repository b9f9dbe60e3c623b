import { useEffect } from 'react';
import { useCurrentUser } from '../current-user';

/**
 * Keeps this device and the server agreeing on the signed-in member's language
 * (member-language.ts, loaded once a member is signed in).
 */
export function useMemberLanguage(): void {
  const member = useCurrentUser();
  useEffect(() => {
    if (!member) return;
    void import('./member-language').then(({ followMemberLanguage }) =>
      followMemberLanguage(member),
    );
    // Once per member and choice: not for every new copy of the same details.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [member?.id, member?.language]);
}

import { useState } from 'react';
import { VerifiedNotice } from './verified-notice';
import { VerifyEmailCard } from './verify-email-card';

/** /auth/verify: step 4 of signup on its own, for members who signed up earlier. */
export function VerifyEmailScreen({ email }: { email?: string }) {
  const [verified, setVerified] = useState(false);
  if (verified) return <VerifiedNotice />;
  return <VerifyEmailCard email={email} emailEditable onVerified={() => setVerified(true)} />;
}

import { useState } from 'react';
import { VerifiedNotice } from './verified-notice';
import { VerifyEmailCard } from './verify-email-card';

/** /auth/verify: step 4 of signup on its own, for members who signed up earlier. */
export function VerifyEmailScreen({ email }: { email?: string }) {
  const [verified, setVerified] = useState<string | null>(null);
  if (verified !== null) return <VerifiedNotice identifier={verified} />;
  return <VerifyEmailCard email={email} emailEditable onVerified={setVerified} />;
}

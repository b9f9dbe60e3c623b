import { Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { aroundLink, NOTIFICATIONS_TEXT } from './texts';

/** A visitor's sentence with its "Sign in" link, wherever the language puts it. */
export function SignInFirst({ sentence }: { sentence: (signIn: string) => string }) {
  const [before, after] = aroundLink(sentence);
  return (
    <Text>
      {before}
      <Link to="/auth/signin">{NOTIFICATIONS_TEXT.signIn}</Link>
      {after}
    </Text>
  );
}

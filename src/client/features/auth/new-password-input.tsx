import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * A field where a member chooses a password (signup, reset): required, offered to password
 * managers as a new password, and its show/hide toggle reachable by keyboard.
 */
export function NewPasswordInput(props: PasswordInputProps) {
  return (
    <PasswordInput withAsterisk autoComplete="new-password" visibilityToggleFocusable {...props} />
  );
}

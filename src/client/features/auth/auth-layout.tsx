import { Container, Paper } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';

/** The auth screens sit in one centred card: full width on a phone, a readable column beyond. */
export function AuthLayout() {
  return (
    <Container size={480} px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 48 }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Outlet />
      </Paper>
    </Container>
  );
}

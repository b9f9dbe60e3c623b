import { ActionIcon, Anchor, Group, useMantineColorScheme } from '@mantine/core';
import { createRootRoute, Link, Outlet } from '@tanstack/react-router';

const LINKS = ['home', 'people', 'events', 'shop', 'storage', 'demo'];

function Header() {
  const { toggleColorScheme } = useMantineColorScheme();
  return (
    <Group
      component="header"
      justify="space-between"
      p="md"
      style={{ borderBottom: '1px solid #ddd' }}
    >
      <Anchor component={Link} to="/" fw={700}>
        Bare app
      </Anchor>
      <Group gap="sm" visibleFrom="xs">
        {LINKS.map((name) => (
          <Link key={name} to="/$section" params={{ section: name }}>
            {name}
          </Link>
        ))}
      </Group>
      <ActionIcon variant="default" aria-label="Toggle color scheme" onClick={toggleColorScheme}>
        ◐
      </ActionIcon>
    </Group>
  );
}

export const Route = createRootRoute({
  component: () => (
    <>
      <Header />
      <main>
        <Outlet />
      </main>
    </>
  ),
});

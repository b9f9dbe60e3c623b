import { ActionIcon } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import classes from './app-layout.module.css';
import { SHELL_TEXT } from './texts';

/** The header's way to the club search: a link, so the search screen loads only when opened. */
export function SearchButton() {
  return (
    <ActionIcon
      component={Link}
      to="/search"
      variant="default"
      size="lg"
      aria-label={SHELL_TEXT.search}
      className={classes.headerSearch}
    >
      <IconSearch size={20} stroke={1.75} aria-hidden />
    </ActionIcon>
  );
}

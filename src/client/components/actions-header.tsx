import { Table, VisuallyHidden } from '@mantine/core';
import { FIGURE_TEXT } from './figure-texts';

/**
 * The header over a table's column of buttons: blank to the eye (the buttons say what they
 * do), named for a screen reader, which reads a column's header before each of its cells.
 */
export function ActionsHeader() {
  return (
    // Positioned, so the hidden name (placed absolutely) stays inside the table's scrolling box
    // rather than widening a phone's page from where the column ends.
    <Table.Th pos="relative">
      <VisuallyHidden>{FIGURE_TEXT.actionsHeader}</VisuallyHidden>
    </Table.Th>
  );
}

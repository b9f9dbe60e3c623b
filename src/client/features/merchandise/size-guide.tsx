/** The size chart of the contract, as a table: every size with its chest and length. */
import { Table, Text } from '@mantine/core';
import { JERSEY_SIZES, SIZE_GROUP_LABEL } from '../../../contract/merchandise-constants';
import { MERCHANDISE_SCREEN_TEXT as TEXT } from './texts';

export function SizeGuide() {
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        {TEXT.sizeGuideNote}
      </Text>
      <Table striped withTableBorder fz="sm" aria-label={TEXT.sizeGuide}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{TEXT.size}</Table.Th>
            <Table.Th>{TEXT.group}</Table.Th>
            <Table.Th ta="right">{TEXT.chest}</Table.Th>
            <Table.Th ta="right">{TEXT.length}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {JERSEY_SIZES.map((size) => (
            <Table.Tr key={size.code}>
              <Table.Td>{size.label}</Table.Td>
              <Table.Td>{SIZE_GROUP_LABEL[size.group]}</Table.Td>
              <Table.Td ta="right">{size.chest}″</Table.Td>
              <Table.Td ta="right">{size.length}″</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

import { List, Text } from '@mantine/core';
import { Modal } from '../../components/overlays/modal';
import { MENU_TEXT } from './menu-texts';

/** The steps of Safari's Share menu, for browsers that offer no install dialog (iOS). */
export default function InstallHowTo({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={MENU_TEXT.installTitle} centered>
      <Text size="sm" mb="sm">
        On an iPhone or iPad, in Safari:
      </Text>
      <List type="ordered" size="sm" spacing="xs">
        <List.Item>{MENU_TEXT.installShare}</List.Item>
        <List.Item>{MENU_TEXT.installAdd}</List.Item>
        <List.Item>{MENU_TEXT.installOpen}</List.Item>
      </List>
    </Modal>
  );
}

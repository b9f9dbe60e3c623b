import { List, Text } from '@mantine/core';
import { Modal } from '../../components/overlays/modal';

/** The steps of Safari's Share menu, for browsers that offer no install dialog (iOS). */
export default function InstallHowTo({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Install the club app" centered>
      <Text size="sm" mb="sm">
        On an iPhone or iPad, in Safari:
      </Text>
      <List type="ordered" size="sm" spacing="xs">
        <List.Item>Tap the Share button (the square with an arrow).</List.Item>
        <List.Item>Choose Add to Home Screen.</List.Item>
        <List.Item>Tap Add: the app opens from its icon, also offline.</List.Item>
      </List>
    </Modal>
  );
}

// The chunk Modal (modal.tsx) loads when it first opens.
export { Modal as default } from '@mantine/core';

import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';

export const Route = createFileRoute('/demo')({
  component: () => (
    <ComingSoon title="Project Credits" description="The people and projects behind this app." />
  ),
});

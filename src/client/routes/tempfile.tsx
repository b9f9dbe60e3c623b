import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';

export const Route = createFileRoute('/tempfile')({
  component: () => (
    <ComingSoon title="File share" description="Share a file with a link that expires." />
  ),
});

import { createFileRoute } from '@tanstack/react-router';
import { MerchandiseScreen } from '../features/merchandise/merchandise-screen';

export const Route = createFileRoute('/merchandise')({ component: MerchandiseScreen });

/**
 * The demo club's accounts for transfers, so a pre-order or a checkout by bKash can be tried at
 * once. They are demo numbers, as the demo accounts are demo members: a real club sets its own
 * in the admin dashboard's Settings (or starts with SEED_DEMO=0, with none).
 */
import type { FastifyInstance } from 'fastify';
import type { PayeeAccounts } from '../../contract/payments';
import { writeSettings } from '../modules/settings/repository';
import { findUserByIdentifier } from '../modules/users/repository';

export const DEMO_PAYEE_ACCOUNTS: PayeeAccounts = {
  manual_transfer: 'Demo Bank, Dhanmondi branch · South Dhaka Cyclists · A/C 0000-0000-0001',
  bkash: '01700-000001 (demo merchant account)',
  nagad: '01700-000002 (demo)',
  rocket: '',
};

export async function seedDemoPayees(app: FastifyInstance): Promise<void> {
  const admin = await findUserByIdentifier(app.db, 'admin1');
  if (!admin) return;
  await writeSettings(app.db, { payeeAccounts: DEMO_PAYEE_ACCOUNTS }, admin.id);
}

/** Demo data, filled in by the accounts module. */
import type { App } from '../app';
export async function seedDemoData(_app: App): Promise<void> {}

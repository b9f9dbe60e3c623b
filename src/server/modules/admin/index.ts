/** What the rest of the server uses of the admin module: the audit log every module writes. */
export { recordAudit } from './audit';

import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import type { NotificationKind } from '../contract/notifications-constants';
import type { PushPayload } from '../contract/push';
import type { RoleName } from '../contract/roles';
import type { Config } from './config';
import type { DialectName } from './db/connect';
import type { Database } from './db/schema';
import type { WriteCounter } from './db/write-counter';
import type { Mailer } from './mail/mailer';
import type { NotifyOptions, NotifyResult } from './modules/push';
import type { Realtime } from './realtime/plugin';
import type { MemberView } from './plugins/visitor-replies';

/** The signed-in member behind a request, as the session table says now. */
export interface AuthUser {
  id: number;
  username: string;
  roles: RoleName[];
  canManageUsers: boolean;
  canDeletePosts: boolean;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    /** Counts the writes made through `db`, for replies kept in memory. */
    dbWrites: WriteCounter;
    dialect: DialectName;
    /** PostgreSQL's connection pool; null on SQLite. */
    dbPool: Pool | null;
    mailer: Mailer;
    /**
     * Sends a notice of this kind to these members, as each one's settings say: the inbox, the
     * open app, and a push to each device that takes it; never rejects. Written as a function,
     * the notice is written in each reader's own language (i18n/language.ts, inLanguage).
     */
    notify(
      userIds: number[],
      kind: NotificationKind,
      payload: PushPayload | (() => PushPayload),
      options?: NotifyOptions,
    ): Promise<NotifyResult>;
    /** Whether this process is stopping: /api/health says "not ready" (plugins/draining.ts). */
    isDraining(): boolean;
    /** Marks this process as stopping, before it closes. */
    startDraining(): void;
    /** The member behind a session token, or null when it is unknown, expired or ended. */
    resolveSession(token: string): Promise<AuthUser | null>;
    /** The chat socket: SEND handlers, and fan-out to topics and members' queues. */
    realtime: Realtime;
  }
  interface FastifyRequest {
    /** The signed-in member, or null for a visitor. */
    auth: AuthUser | null;
    /** Why a presented token was refused, so guarded routes can say so. */
    authRefusal: string | null;
  }
  interface FastifyContextConfig {
    /** Routes that change state without the anti-forgery header (none yet; kept explicit). */
    skipCsrf?: boolean;
    /**
     * A visitor's reply may be served again for a moment, and with a MemberView a member's is
     * made from it (plugins/visitor-replies.ts).
     */
    visitorReplies?: boolean | MemberView<unknown>;
  }
}

/**
 * The database as Kysely sees it. Timestamps are ISO-8601 UTC text and booleans are 0/1 on
 * both dialects, so every query reads the same on SQLite and PostgreSQL.
 */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { RideKind } from '../../contract/events-constants';
import type { Locale } from '../../contract/i18n/locales';
import type { JerseyPaymentMethod } from '../../contract/merchandise';
import type { PaymentMethod } from '../../contract/orders';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** Lower-cased username: usernames are unique regardless of case. */
  username_key: string;
  email: string;
  full_name: string;
  contact: string;
  address: string;
  dob: string;
  gender: 'MALE' | 'FEMALE' | 'NOT_SPECIFIED';
  password_hash: string;
  account_status: 'unverified' | 'active' | 'disabled';
  can_manage_users: number;
  can_delete_posts: number;
  payment_method: string | null;
  profile_picture_id: string | null;
  cover_picture_id: string | null;
  created_at: string;
  last_login: string | null;
  /** The profile's "about" text (migration 009); NULL when the member wrote none. */
  about: string | null;
  /** The language the member chose (migration 038); NULL until they choose one. */
  language: Locale | null;
}

export interface UserRolesTable {
  user_id: number;
  role: string;
  created_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  user_agent: string | null;
  /** Why it was ended (020-session-end-reason.ts); NULL while it lasts. */
  ended_reason: SessionEndReason | null;
}

export type SessionEndReason = 'signed_out' | 'password_reset' | 'disabled';

export interface EmailCodesTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'verify' | 'reset';
  code_hash: string;
  attempts: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface MediaTable {
  id: string;
  owner_id: number | null;
  kind: string;
  /** JSON array of the widths stored on disk. */
  widths: string;
  content_type: string;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: number;
}

/** Migration 020: tries slowed after a few failures (modules/auth/slowing.ts). */
export interface SlowdownsTable {
  key: string;
  tries: number;
  /** Epoch ms; PostgreSQL answers bigint as text. */
  next_try_at: number | string;
  forget_at: number | string;
}

export interface BugsTable {
  id: Generated<number>;
  title: string;
  description: string;
  severity: 'LOW' | 'MEDIUM' | 'HIGH';
  steps: string;
  is_solved: number;
  submitted_by: number | null;
  created_at: string;
  solved_at: string | null;
  solved_by: number | null;
}

export interface IdempotencyKeysTable {
  /** The member's id, or 'anon:' and the anti-forgery cookie for a visitor. */
  owner: string;
  key: string;
  method: string;
  path: string;
  /** sha256 (hex) of the raw request body. */
  body_hash: string;
  state: 'processing' | 'done';
  status: number | null;
  content_type: string | null;
  reply_body: string | null;
  created_at: string;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
  created_at: string;
  last_success_at: string | null;
  /** 1: this device gets no push at all. */
  push_muted: Generated<number>;
  /** JSON array of the notification kinds this device gets no push for. */
  muted_kinds: Generated<string>;
}

export interface NotificationSettingsTable {
  user_id: number;
  kind: string;
  mode: string;
}

export interface NotificationQuietHoursTable {
  user_id: number;
  enabled: number;
  from_time: string;
  to_time: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  title: string;
  body: string;
  url: string;
  actor_id: number | null;
  created_at: string;
  read_at: string | null;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  sender_id: number;
  /** Trimmed, 1 to CHAT_LIMITS.textMaxLength characters. */
  text: string;
  sent_at: string;
}

export interface ConversationsTable {
  id: Generated<number>;
  kind: 'direct' | 'group';
  /** A group's name; NULL for a direct conversation, which shows the other member's. */
  name: string | null;
  /** '<lower id>:<higher id>' of a direct conversation's two members; NULL for groups. */
  direct_key: string | null;
  created_by: number | null;
  created_at: string;
  /** The last message's sent_at, or created_at: the inbox's order. */
  last_activity_at: string;
  /** A group's picture (media kind 'conversation'); NULL for none and for direct ones. */
  picture_id: string | null;
}

export interface ConversationMembersTable {
  conversation_id: number;
  user_id: number;
  joined_at: string;
  /** 0 before the member has read anything. */
  last_read_message_id: Generated<number>;
  /** When this member was last sent a push notice about this conversation. */
  last_pushed_at: string | null;
}

export interface ConversationMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  text: string;
  sent_at: string;
}

export interface PostsTable {
  id: Generated<number>;
  author_id: number;
  content: string;
  privacy: 'public' | 'members' | 'private';
  location: string | null;
  is_poll: number;
  created_at: string;
  updated_at: string;
}

export interface PostMediaTable {
  post_id: number;
  /** 0-based order of the pictures in the post. */
  position: number;
  media_type: 'image';
  /** A picture of the media table, kind 'post'; in one post at most. */
  media_id: string;
}

export interface PostLikesTable {
  post_id: number;
  user_id: number;
  created_at: string;
}

export interface PostCommentsTable {
  id: Generated<number>;
  post_id: number;
  /** NULL for a top-level comment; otherwise a top-level comment of the same post. */
  parent_id: number | null;
  author_id: number;
  text: string;
  created_at: string;
}

export interface PostReportsTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  reason: string | null;
  /** 1 once a moderator kept the post. */
  resolved: Generated<number>;
  created_at: string;
  resolved_at: string | null;
  resolved_by: number | null;
}

export interface PollOptionsTable {
  id: Generated<number>;
  post_id: number;
  position: number;
  text: string;
}

export interface PollVotesTable {
  post_id: number;
  user_id: number;
  option_id: number;
  voted_at: string;
}

export interface ProductsTable {
  id: Generated<number>;
  seller_id: number;
  name: string;
  category: string;
  brand: string | null;
  /** Money is an integer of the currency's smallest unit (poisha). */
  price: number;
  discount_price: number | null;
  /** Taken by checkouts with a conditional UPDATE, so it never goes below 0. */
  quantity_available: number;
  description: string | null;
  /** A picture of the media table, kind 'product'. */
  main_media_id: string | null;
  height: number | null;
  width: number | null;
  depth: number | null;
  weight: number | null;
  created_at: string;
  updated_at: string;
}

export interface ProductGalleryTable {
  product_id: number;
  position: number;
  /** A picture of the media table, kind 'product'; in one product at most. */
  media_id: string;
}

export interface CartItemsTable {
  user_id: number;
  product_id: number;
  quantity: number;
  added_at: string;
}

export interface OrdersTable {
  id: Generated<number>;
  customer_id: number;
  delivery_name: string;
  delivery_phone: string;
  delivery_address: string;
  delivery_option: 'pickup' | 'home' | 'courier';
  payment_method: PaymentMethod;
  payment_account: string | null;
  payment_transaction: string | null;
  /** Figures the server charged, in minor units (bigint: a string from PostgreSQL). */
  items_total: number | string;
  discount: number | string;
  service_charge: number | string;
  delivery_charge: number | string;
  total: number | string;
  currency: string;
  rerun_of: number | null;
  created_at: string;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  seller_id: number;
  customer_id: number;
  /** The product's name when ordered. */
  product_name: string;
  unit_price: number | string;
  list_price: number | string;
  quantity: number;
  line_total: number | string;
  status: 'unconfirmed' | 'confirmed' | 'shipped' | 'completed' | 'rejected' | 'cancelled';
  status_note: string | null;
  created_at: string;
  updated_at: string;
}

export interface SellerProfilesTable {
  seller_id: number;
  business_name: Generated<string>;
  description: Generated<string>;
  return_policy: Generated<string>;
  warranty_policy: Generated<string>;
  /** JSON of a PayoutAccount, or NULL for none. */
  payout: string | null;
  /** JSON array of delivery options. */
  shipping_options: string;
  dispatch_days: number;
  logo_media_id: string | null;
  support_conversation_id: number | null;
  updated_at: string;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  line_id: number;
  /** NULL for the line's first entry, when the order was placed. */
  from_status: string | null;
  to_status: string;
  continuation: string | null;
  note: string | null;
  by_user_id: number | null;
  at: string;
}

export interface ReviewsTable {
  id: Generated<number>;
  /** One review per order line. */
  line_id: number;
  product_id: number;
  seller_id: number;
  customer_id: number;
  rating: number;
  comment: string;
  created_at: string;
  reply: string | null;
  replied_at: string | null;
}

export interface ClubSettingsTable {
  key: string;
  /** JSON of the setting's value, checked against the contract when read. */
  value: string;
  updated_at: string;
  updated_by: number | null;
}

export interface IntroWelcomeTable {
  /** Always 1: the landing page has one welcome. */
  id: number;
  welcome_text: string;
  /** A picture of the media table, kind 'intro-welcome'; NULL for none. */
  image_id: string | null;
  updated_at: string;
  updated_by: number | null;
}

export interface IntroSpecialsTable {
  id: Generated<number>;
  title: string;
  description: string;
  created_at: string;
  updated_at: string;
  updated_by: number | null;
}

export interface IntroSpecialImagesTable {
  special_id: number;
  /** 0-based order of the pictures in the special. */
  position: number;
  /** A picture of the media table, kind 'intro-special'; in one special at most. */
  media_id: string;
}

export interface EventRoutesTable {
  /** A uuid, what the GPX upload answers. */
  id: string;
  owner_id: number;
  distance_km: number;
  elevation_gain_m: number;
  /** Points in the GPX file, before simplification. */
  point_count: number;
  /** JSON [[lat, lng] or [lat, lng, height], …], simplified for drawing. */
  track: string;
  /** The GPX file as uploaded; null for routes uploaded before files were kept. */
  gpx: string | null;
  created_at: string;
}

/** A ride's roll-call: a member or guest walk-up the organiser marked (028-ride-attendance). */
export interface EventAttendanceTable {
  id: Generated<number>;
  event_id: number;
  /** NULL for a guest walk-up, who has no account. */
  user_id: number | null;
  guest_name: string | null;
  /** 1: added on the day; 0: on the list by their RSVP. */
  walk_up: number;
  /** 1 present, 0 marked not present. */
  present: number;
  marked_by: number | null;
  marked_at: string;
  /** Of the member's RSVP guests, how many came (034-attendance-guests); NULL: all of them. */
  guests_present: number | null;
}

export interface EventsTable {
  id: Generated<number>;
  organiser_id: number;
  name: string;
  /** A picture of the media table, kind 'event'. */
  cover_media_id: string | null;
  /** ISO-8601 UTC with milliseconds: text order is time order. */
  starts_at: string;
  duration_minutes: number;
  from_name: string;
  from_lat: number | null;
  from_lng: number | null;
  to_name: string;
  to_lat: number | null;
  to_lng: number | null;
  /** The organiser's figure; NULL to take the route's. */
  distance_km: number | null;
  pace: 'easy' | 'moderate' | 'fast';
  /** One of the contract's RIDE_KINDS; 'road' for rides planned before kinds. */
  kind: Generated<RideKind>;
  description: string;
  /** NULL: no limit. */
  capacity: number | null;
  status: 'scheduled' | 'cancelled';
  route_id: string | null;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
  /** The series the ride is one of; NULL for a ride that does not repeat. */
  series_id: number | null;
}

/** A ride that repeats: its rule, kept beside the rides it made (each a row of events). */
export interface RideSeriesTable {
  id: Generated<number>;
  organiser_id: number;
  frequency: 'weekly' | 'monthly';
  /** Weeks between rides; 1 for monthly series. */
  interval: number;
  /** 1 to 4, or -1 for the last; NULL for weekly series. */
  week_of_month: number | null;
  /** 0 (Sunday) to 6, in the zone below. */
  weekday: number;
  /** The first ride's wall-clock start, HH:MM in the zone below. */
  start_time: string;
  /** The club's zone when the series was planned. */
  time_zone: string;
  /** YYYY-MM-DD, the last ride on or before it; or NULL when it ends after ride_count rides. */
  until: string | null;
  ride_count: number | null;
  created_at: string;
  /** Set when the rest of the series was cancelled. */
  ended_at: string | null;
}

export interface EventSponsorsTable {
  event_id: number;
  /** 0-based order of the sponsors on the ride. */
  position: number;
  name: string;
  description: string;
  media_id: string | null;
}

export interface EventRsvpsTable {
  /** The join order: the waitlist moves in it. */
  id: Generated<number>;
  event_id: number;
  user_id: number;
  state: 'going' | 'waitlisted';
  joined_at: string;
  /** Guests the rider brings; each takes a place beside them (0 to EVENT_LIMITS.guestsMax). */
  guests: Generated<number>;
}

/** A message in a ride's thread; the id is the order it is read in. */
export interface RideCommentsTable {
  id: Generated<number>;
  event_id: number;
  author_id: number;
  text: string;
  created_at: string;
  /** Set on the message a help request wrote into the thread (037-ride-live). */
  help_request_id: number | null;
}

/** A ride's live day: leader, sweep, an early end (037-ride-live). */
export interface RideLiveTable {
  event_id: number;
  /** NULL: the organiser leads. */
  leader_id: number | null;
  sweep_id: number | null;
  ended_at: string | null;
}

/** A rider sharing on a ride, with their latest position only. */
export interface RideLiveRidersTable {
  event_id: number;
  user_id: number;
  /** 1 while the rider's switch is on. */
  sharing: number;
  lat: number | null;
  lng: number | null;
  accuracy: number | null;
  fix_at: string | null;
  /** When the server took the latest position; the 5 s pace is counted from it. */
  received_at: string | null;
  anchor_lat: number | null;
  anchor_lng: number | null;
  /** When the rider last left the anchor (or first shared a position). */
  moved_at: string | null;
}

export interface RideLiveAlertsTable {
  id: Generated<number>;
  event_id: number;
  user_id: number;
  cause: 'behind' | 'stopped' | 'quiet';
  opened_at: string;
  cleared_at: string | null;
}

export interface RideHelpRequestsTable {
  id: Generated<number>;
  event_id: number;
  user_id: number;
  reason: 'puncture' | 'mechanical' | 'crash' | 'unwell' | 'lost';
  note: string | null;
  lat: number | null;
  lng: number | null;
  accuracy: number | null;
  fix_at: string | null;
  created_at: string;
  resolved_at: string | null;
  resolved_by: number | null;
}

export interface EmergencyContactsTable {
  user_id: number;
  name: string;
  phone: string;
  updated_at: string;
}

/** News for the club (event_id NULL) or for one ride's riders (032-announcements.ts). */
export interface AnnouncementsTable {
  id: Generated<number>;
  author_id: number;
  event_id: number | null;
  title: string;
  body: string;
  link: string | null;
  is_public: Generated<number>;
  pinned: Generated<number>;
  /** NULL: pinned until unpinned. */
  expires_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A member has read an announcement (on any device). */
export interface AnnouncementReadsTable {
  announcement_id: number;
  user_id: number;
  read_at: string;
}

/** When a ride's riders were last pushed about its thread (RIDE_THREAD_LIMITS.pushIntervalMs). */
export interface RideThreadPushesTable {
  event_id: number;
  last_pushed_at: string;
}

export interface CalendarFeedsTable {
  user_id: number;
  /** The secret of the member's feed address. */
  token: string;
  created_at: string;
}

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** What the job is for, e.g. 'event-reminder:12': one job per key. */
  key: string;
  /** JSON handed to the job's handler. */
  payload: string;
  run_at: string;
  attempts: Generated<number>;
  /** The runner that took the job, and when; NULL while it waits. */
  claimed_by: string | null;
  claimed_at: string | null;
  last_error: string | null;
  /** Set when the job failed its last try; it is not run again. */
  failed_at: string | null;
  created_at: string;
}

/** Bytes of a file kept in the database, in pieces of its `chunk_size` (files/postgres-store.ts). */
export interface FileChunksTable {
  upload_id: string;
  /** 0-based: piece `seq` holds bytes seq * chunk_size onwards. */
  seq: number;
  bytes: Buffer;
  written_at: string;
}

/** A finished file kept in the database: written after its chunks, so never half a file. */
export interface StoredFilesTable {
  /** A relative path as on disk: media/<uuid>/<width>.webp, storage/<uuid>, tempfiles/<id>. */
  key: string;
  upload_id: string;
  /** bigint: a string from PostgreSQL. */
  size: number | string;
  chunk_size: number;
  created_at: string;
}

/** A build of the app the server has started with (releases/archive.ts). */
export interface ReleasesTable {
  /** Derived from the build's hashed file names: every process of one build agrees on it. */
  id: string;
  /** When a process first started with it; the next release's is when this one was replaced. */
  first_served_at: string;
}

/** A hashed file of a release, e.g. `index-DNRwXf_h.js`: kept as `releases/<name>` in the store. */
export interface ReleaseAssetsTable {
  release_id: string;
  name: string;
}

export interface TempFilesTable {
  /** The shared link's random part; also the name of the bytes on disk. */
  id: string;
  owner_id: number;
  /** The name the file was uploaded with, cleaned of paths and control characters. */
  name: string;
  /** bigint: a string from PostgreSQL. */
  size: number | string;
  /** What the uploader's browser called it; served only when it cannot render. */
  content_type: string;
  created_at: string;
  expires_at: string;
}

export interface StorageItemsTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  /** Lower-cased name, what the library's search matches. */
  name_key: string;
  description: string;
  kind: 'image' | 'video' | 'audio';
  content_type: string;
  /** Bytes of the upload, counted against the quota (bigint: a string from PostgreSQL). */
  size: number | string;
  /** Pictures: their row of the media table. */
  media_id: string | null;
  /** Videos and audio: the random name of the bytes under DATA_DIR/storage. */
  file_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface ParcelsTable {
  id: Generated<number>;
  merchant_id: number;
  /** Set only by taking a pending parcel; cleared when its rider gives it up before pick-up. */
  rider_id: number | null;
  name: string;
  description: string;
  weight_grams: number;
  /** Money in minor units of `currency`. */
  cash_on_delivery: number;
  /** The charge quoted when the parcel was sent. */
  delivery_charge: number;
  currency: string;
  /** Straight-line kilometres; NULL when a map point was missing. */
  distance_km: number | null;
  pickup_address: string;
  pickup_lat: number | null;
  pickup_lng: number | null;
  pickup_window_start: string | null;
  pickup_window_end: string | null;
  pickup_instructions: string;
  receiver_name: string;
  /** The merchant's and the taking rider's only. */
  receiver_phone: string;
  receiver_address: string;
  dropoff_lat: number | null;
  dropoff_lng: number | null;
  delivery_instructions: string;
  status: 'pending' | 'accepted' | 'picked_up' | 'delivered' | 'cancelled';
  cancel_reason: string | null;
  /** The receiver's tracking link: 192 random bits. */
  tracking_token: string;
  created_at: string;
  updated_at: string;
  accepted_at: string | null;
  picked_up_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
}

export interface ParcelPicturesTable {
  parcel_id: number;
  position: number;
  /** A picture of the media table, kind 'parcel'. */
  media_id: string;
}

export interface ParcelMovesTable {
  id: Generated<number>;
  parcel_id: number;
  /** NULL for the parcel's creation. */
  from_status: string | null;
  to_status: string;
  action: string;
  reason: string | null;
  by_user_id: number | null;
  at: string;
}

export interface RepairBookingsTable {
  id: Generated<number>;
  booker_id: number;
  name: string;
  /** Phone and address: the booker's and the sponsor side's only. */
  phone: string;
  address: string;
  /** YYYY-MM-DD and HH:MM on the shop's wall clock. */
  date: string;
  time: string;
  issue: string;
  /** One of the contract's REPAIR_STATUSES. */
  status: string;
  /** ISO-8601 UTC; NULL until the shop sets it. */
  eta: string | null;
  created_at: string;
  updated_at: string;
}

export interface ParcelRidersTable {
  /** A member who asked to carry parcels. */
  user_id: number;
  since: string;
  /** Migration 021: set by an admin; until then the member takes no parcel. */
  approved_at: string | null;
  approved_by: number | null;
  /** 0 while the rider has opted out; the approval stays. */
  active: Generated<number>;
}

/** Migration 021: a rider shown a parcel's receiver details, a run of views per row. */
export interface ParcelReceiverViewsTable {
  id: Generated<number>;
  parcel_id: number;
  viewer_id: number | null;
  first_at: string;
  last_at: string;
  times: number;
}

/** Migration 018: who changed what and when (roles, accounts, order lines, club settings). */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  subject_type: string;
  /** The subject's id as text: a row id, or 'club' for the club settings. */
  subject_id: string;
  /** JSON of what changed. */
  details: string;
  at: string;
}

export interface JerseysTable {
  id: Generated<number>;
  name: string;
  description: string;
  /** JSON of the contract's jerseyPricesSchema: minor units per size group and sleeve. */
  prices: string;
  /** 1 while members may pre-order it. */
  open: number;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface JerseyPicturesTable {
  jersey_id: number;
  position: number;
  /** A picture of the media table, kind 'jersey'. */
  media_id: string;
}

export interface JerseyPreordersTable {
  id: Generated<number>;
  jersey_id: number;
  buyer_id: number;
  /** The jersey's name when it was pre-ordered. */
  jersey_name: string;
  size: string;
  sleeve: 'half' | 'full';
  quantity: number;
  /** Money in minor units of `currency`, as priced by the server. */
  unit_price: number;
  delivery_charge: number;
  total: number;
  currency: string;
  delivery_name: string;
  delivery_phone: string;
  delivery_address: string;
  delivery_option: 'pickup' | 'home' | 'courier';
  payment_method: JerseyPaymentMethod;
  payment_account: string | null;
  payment_transaction: string | null;
  status: 'unpaid' | 'paid' | 'cancelled';
  /** The admin who marked it paid. */
  paid_by: number | null;
  created_at: string;
  paid_at: string | null;
  cancelled_at: string | null;
}

export interface Database {
  users: UsersTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  email_codes: EmailCodesTable;
  media: MediaTable;
  rate_limits: RateLimitsTable;
  slowdowns: SlowdownsTable;
  bugs: BugsTable;
  idempotency_keys: IdempotencyKeysTable;
  push_subscriptions: PushSubscriptionsTable;
  chat_messages: ChatMessagesTable;
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  conversation_messages: ConversationMessagesTable;
  posts: PostsTable;
  post_media: PostMediaTable;
  post_likes: PostLikesTable;
  post_comments: PostCommentsTable;
  post_reports: PostReportsTable;
  poll_options: PollOptionsTable;
  poll_votes: PollVotesTable;
  events: EventsTable;
  ride_series: RideSeriesTable;
  event_routes: EventRoutesTable;
  event_sponsors: EventSponsorsTable;
  event_rsvps: EventRsvpsTable;
  event_attendance: EventAttendanceTable;
  calendar_feeds: CalendarFeedsTable;
  ride_comments: RideCommentsTable;
  ride_thread_pushes: RideThreadPushesTable;
  ride_live: RideLiveTable;
  ride_live_riders: RideLiveRidersTable;
  ride_live_alerts: RideLiveAlertsTable;
  ride_help_requests: RideHelpRequestsTable;
  emergency_contacts: EmergencyContactsTable;
  announcements: AnnouncementsTable;
  announcement_reads: AnnouncementReadsTable;
  notification_settings: NotificationSettingsTable;
  notification_quiet_hours: NotificationQuietHoursTable;
  notifications: NotificationsTable;
  jobs: JobsTable;
  intro_welcome: IntroWelcomeTable;
  intro_specials: IntroSpecialsTable;
  intro_special_images: IntroSpecialImagesTable;
  products: ProductsTable;
  product_gallery: ProductGalleryTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_status_history: OrderStatusHistoryTable;
  reviews: ReviewsTable;
  club_settings: ClubSettingsTable;
  temp_files: TempFilesTable;
  storage_items: StorageItemsTable;
  parcels: ParcelsTable;
  parcel_pictures: ParcelPicturesTable;
  parcel_moves: ParcelMovesTable;
  parcel_riders: ParcelRidersTable;
  parcel_receiver_views: ParcelReceiverViewsTable;
  repair_bookings: RepairBookingsTable;
  jerseys: JerseysTable;
  jersey_pictures: JerseyPicturesTable;
  jersey_preorders: JerseyPreordersTable;
  audit_log: AuditLogTable;
  seller_profiles: SellerProfilesTable;
  file_chunks: FileChunksTable;
  stored_files: StoredFilesTable;
  releases: ReleasesTable;
  release_assets: ReleaseAssetsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserPatch = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type EmailCodeRow = Selectable<EmailCodesTable>;
export type BugRow = Selectable<BugsTable>;
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;
export type NotificationRow = Selectable<NotificationsTable>;

/**
 * conversations without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. conversations.ts re-exports all of it beside the schemas.
 */
import { CHAT_LIMITS } from './chat-constants';
import { defineTexts, t } from './i18n/texts';
import { englishTexts } from './i18n/english-texts';

export const CONVERSATION_KINDS = ['direct', 'group'] as const;

export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

export const CONVERSATION_LIMITS = {
  /** Members of one group, its creator included. */
  groupMaxMembers: 50,
  groupNameMaxLength: 80,
  /** The same as a room message. */
  textMaxLength: CHAT_LIMITS.textMaxLength,
  inboxDefaultSize: 20,
  peopleDefaultSize: 10,
  peopleMaxSize: 25,
  /** A member without an open socket gets at most one push per conversation in this time. */
  pushIntervalMs: 30_000,
  /** Longest message text carried in a push notice. */
  pushBodyMaxLength: 140,
} as const;

/** The widths the server makes of a group's picture: an avatar, at most 400 px on screen. */
export const GROUP_PICTURE_WIDTHS = [64, 160, 400] as const;

/** The conversation schemas' messages (conversations.ts), English when they are built. */
export const CONVERSATION_VALIDATION = englishTexts({
  groupNeedsName: /*i18n*/ { id: 'Give the group a name.' },
  /** CONVERSATION_LIMITS.groupMaxMembers. */
  groupTooBig: /*i18n*/ { id: 'A group can have at most 50 members.' },
});

export const CONVERSATION_TEXT = defineTexts({
  title: /*i18n*/ { id: 'Messages' },
  newChat: /*i18n*/ { id: 'New chat' },
  search: /*i18n*/ { id: 'Search conversations' },
  searchPeople: /*i18n*/ { id: 'Name, username or e-mail' },
  peopleLabel: /*i18n*/ { id: 'Members' },
  groupName: /*i18n*/ { id: 'Group name' },
  groupNameHint: /*i18n*/ { id: 'Needed when the chat has more than one other member' },
  start: /*i18n*/ { id: 'Start chat' },
  cancel: /*i18n*/ { id: 'Cancel' },
  empty: /*i18n*/ { id: 'No conversations yet. Start one with New chat.' },
  noMatch: /*i18n*/ { id: 'No conversation matches.' },
  noPeople: /*i18n*/ { id: 'Nobody found.' },
  noMessages: /*i18n*/ { id: 'No messages yet. Say hello.' },
  olderMessages: /*i18n*/ { id: 'Load older messages' },
  placeholder: /*i18n*/ { id: 'Write a message' },
  send: /*i18n*/ { id: 'Send' },
  addMembers: /*i18n*/ { id: 'Add members' },
  add: /*i18n*/ { id: 'Add' },
  leave: /*i18n*/ { id: 'Leave group' },
  groupPicture: /*i18n*/ { id: 'Group picture' },
  changePicture: /*i18n*/ { id: 'Change picture' },
  uploadingPicture: /*i18n*/ { id: 'Uploading the group picture' },
  pictureFailed: /*i18n*/ { id: 'The picture could not be changed' },
  close: /*i18n*/ { id: 'Close' },
  confirmLeave: /*i18n*/ { id: 'Leave this group? You will no longer see its messages.' },
  back: /*i18n*/ { id: 'Back to conversations' },
  you: /*i18n*/ { id: 'You' },
  formerMember: /*i18n*/ { id: 'Former member' },
  unread: (count: number) => t(/*i18n*/ { id: '{count} unread' }, { count }),
  membersCount: (count: number) => t(/*i18n*/ { id: '{count} members' }, { count }),
  signInToChat: /*i18n*/ { id: 'Sign in to read and write your messages.' },
  pickConversation: /*i18n*/ { id: 'Choose a conversation, or start one with New chat.' },
  loadFailed: /*i18n*/ { id: 'The conversations could not be loaded' },
  sendFailed: /*i18n*/ { id: 'The message could not be sent. Try again.' },
  actionFailed: /*i18n*/ { id: 'That did not work' },
  // Server refusals.
  notYourself: /*i18n*/ { id: 'Pick someone other than yourself.' },
  unknownMembers: /*i18n*/ { id: 'Some of the chosen members do not exist.' },
  /** CONVERSATION_LIMITS.groupMaxMembers. */
  groupTooBig: /*i18n*/ { id: 'A group can have at most 50 members.' },
  directIsFixed: /*i18n*/ { id: 'A direct conversation cannot be left or given more members.' },
  directHasNoPicture: /*i18n*/ {
    id: "A direct conversation shows the other member's picture; only groups get one.",
  },
  notInGroup: /*i18n*/ { id: 'Only members of this group may change its picture.' },
  notAMessageHere: /*i18n*/ { id: 'That message is not in this conversation.' },
  /** A group message's push title: who wrote, and where. */
  pushGroupTitle: (sender: string, group: string) =>
    t(/*i18n*/ { id: '{sender} in {group}' }, { sender, group }),
} as const);

export const CONVERSATION_PATHS = {
  list: '/conversations',
  unread: '/conversations/unread',
  people: '/conversations/people',
  one: (id: number | string) => `/conversations/${id}`,
  messages: (id: number | string) => `/conversations/${id}/messages`,
  members: (id: number | string) => `/conversations/${id}/members`,
  leave: (id: number | string) => `/conversations/${id}/leave`,
  read: (id: number | string) => `/conversations/${id}/read`,
  /** POST, multipart field `image`: a group's new picture. */
  picture: (id: number | string) => `/conversations/${id}/picture`,
} as const;

/** The screen, opened on one conversation: where a push notice leads. */
export const conversationScreenUrl = (id: number) => `/messges?conversation=${id}`;

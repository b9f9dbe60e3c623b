/**
 * conversations without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. conversations.ts re-exports all of it beside the schemas.
 */
import { CHAT_LIMITS } from './chat-constants';

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

export const CONVERSATION_TEXT = {
  title: 'Messages',
  newChat: 'New chat',
  search: 'Search conversations',
  searchPeople: 'Name, username or e-mail',
  peopleLabel: 'Members',
  groupName: 'Group name',
  groupNameHint: 'Needed when the chat has more than one other member',
  start: 'Start chat',
  cancel: 'Cancel',
  empty: 'No conversations yet. Start one with New chat.',
  noMatch: 'No conversation matches.',
  noPeople: 'Nobody found.',
  noMessages: 'No messages yet. Say hello.',
  olderMessages: 'Load older messages',
  placeholder: 'Write a message',
  send: 'Send',
  addMembers: 'Add members',
  add: 'Add',
  leave: 'Leave group',
  groupPicture: 'Group picture',
  changePicture: 'Change picture',
  uploadingPicture: 'Uploading the group picture',
  pictureFailed: 'The picture could not be changed',
  close: 'Close',
  confirmLeave: 'Leave this group? You will no longer see its messages.',
  back: 'Back to conversations',
  you: 'You',
  formerMember: 'Former member',
  unread: (count: number) => `${count} unread`,
  membersCount: (count: number) => `${count} members`,
  signInToChat: 'Sign in to read and write your messages.',
  pickConversation: 'Choose a conversation, or start one with New chat.',
  loadFailed: 'The conversations could not be loaded',
  sendFailed: 'The message could not be sent. Try again.',
  actionFailed: 'That did not work',
  // Server refusals.
  notYourself: 'Pick someone other than yourself.',
  unknownMembers: 'Some of the chosen members do not exist.',
  groupNeedsName: 'Give the group a name.',
  groupTooBig: `A group can have at most ${CONVERSATION_LIMITS.groupMaxMembers} members.`,
  directIsFixed: 'A direct conversation cannot be left or given more members.',
  directHasNoPicture:
    "A direct conversation shows the other member's picture; only groups get one.",
  notInGroup: 'Only members of this group may change its picture.',
  notAMessageHere: 'That message is not in this conversation.',
  /** A group message's push title: who wrote, and where. */
  pushGroupTitle: (sender: string, group: string) => `${sender} in ${group}`,
} as const;

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

/**
 * posts without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. posts.ts re-exports all of it beside the schemas.
 */
import { defineTexts, t } from './i18n/texts';
import { englishTexts } from './i18n/english-texts';

export const POST_LIMITS = {
  contentMaxLength: 5000,
  locationMaxLength: 120,
  mediaMax: 10,
  pollMinOptions: 2,
  pollMaxOptions: 6,
  pollOptionMaxLength: 100,
  commentMaxLength: 2000,
  reportReasonMaxLength: 500,
  commentsDefaultSize: 20,
  reportsDefaultSize: 20,
  /** Longest comment text carried in a push notice. */
  pushBodyMaxLength: 140,
} as const;

/** The widths the server makes of a post picture, for srcset. */
export const POST_PICTURE_WIDTHS = [320, 640, 1280] as const;

/** Who may read a post: everybody, signed-in members, or its author alone. */
export const POST_PRIVACIES = ['public', 'members', 'private'] as const;

export type PostPrivacy = (typeof POST_PRIVACIES)[number];

/** Pictures only: the media module stores pictures, not video or sound. */
export const POST_MEDIA_TYPES = ['image'] as const;

/** The post schemas' messages (posts.ts), English when the schemas are built. */
export const POST_VALIDATION = englishTexts({
  fillRequired: /*i18n*/ { id: 'Please fill in all required fields.' },
  /** POST_LIMITS.pollMinOptions and pollMaxOptions. */
  pollOptionsCount: /*i18n*/ { id: 'A poll has 2 to 6 options.' },
  pollOptionsOnlyForPolls: /*i18n*/ {
    id: 'Options belong to a poll: turn the poll on or leave them out.',
  },
  pollOptionsDistinct: /*i18n*/ { id: 'Each poll option must be different.' },
});

export const POST_TEXT = defineTexts({
  /** §5: the form's alert when a required field is empty. */
  fillRequired: /*i18n*/ { id: 'Please fill in all required fields.' },
  /** §5: the form's alert once the post is sent. */
  submitted: /*i18n*/ { id: 'Post submitted successfully!' },
  pollOptionsDistinct: /*i18n*/ { id: 'Each poll option must be different.' },
  notYourPicture: /*i18n*/ { id: 'Pick a picture you uploaded for a post.' },
  pictureInAnotherPost: /*i18n*/ { id: 'This picture is already in another post.' },
  notAPoll: /*i18n*/ { id: 'This post is not a poll.' },
  notAnOption: /*i18n*/ { id: 'That option is not in this poll.' },
  alreadyReported: /*i18n*/ { id: 'You have already reported this post.' },
  ownPostReport: /*i18n*/ { id: 'You cannot report your own post.' },
  parentNotHere: /*i18n*/ { id: 'That comment is not on this post.' },
  useDelete: /*i18n*/ { id: "Use DELETE /api/post/'{id}': a post is never deleted by GET." },
  useReportPost: /*i18n*/ {
    id: "Use POST /api/post/report/'{id}': a post is never reported by GET.",
  },
  commentPushTitle: (name: string) => t(/*i18n*/ { id: '{name} commented on your post' }, { name }),
  replyPushTitle: (name: string) => t(/*i18n*/ { id: '{name} replied to your comment' }, { name }),
} as const);

export const POST_PATHS = {
  list: '/post',
  one: (id: number | string) => `/post/${id}`,
  like: (id: number | string) => `/post/like/${id}`,
  /** §7 lists it as GET; it is served as DELETE /post/{id}. */
  delete: (id: number | string) => `/post/delete/${id}`,
  /** §7 lists it as GET; it is served as POST. */
  report: (id: number | string) => `/post/report/${id}`,
  likeState: (id: number | string) => `/post/${id}/like`,
  vote: (id: number | string) => `/post/${id}/vote`,
  comments: (id: number | string) => `/post/${id}/comments`,
  comment: (id: number | string, commentId: number | string) => `/post/${id}/comments/${commentId}`,
  picture: '/post/picture',
  /** One member's posts, for their profile page; privacy as in the feed. */
  byAuthor: (authorId: number | string) => `/post/author/${authorId}`,
  reports: '/post/reports',
  keep: (id: number | string) => `/post/reports/${id}/keep`,
} as const;

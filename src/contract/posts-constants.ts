/**
 * posts without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. posts.ts re-exports all of it beside the schemas.
 */
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

export const POST_TEXT = {
  /** §5: the form's alert when a required field is empty. */
  fillRequired: 'Please fill in all required fields.',
  /** §5: the form's alert once the post is sent. */
  submitted: 'Post submitted successfully!',
  pollOptionsCount: `A poll has ${POST_LIMITS.pollMinOptions} to ${POST_LIMITS.pollMaxOptions} options.`,
  pollOptionsOnlyForPolls: 'Options belong to a poll: turn the poll on or leave them out.',
  pollOptionsDistinct: 'Each poll option must be different.',
  notYourPicture: 'Pick a picture you uploaded for a post.',
  pictureInAnotherPost: 'This picture is already in another post.',
  notAPoll: 'This post is not a poll.',
  notAnOption: 'That option is not in this poll.',
  alreadyReported: 'You have already reported this post.',
  ownPostReport: 'You cannot report your own post.',
  parentNotHere: 'That comment is not on this post.',
  useDelete: 'Use DELETE /api/post/{id}: a post is never deleted by GET.',
  useReportPost: 'Use POST /api/post/report/{id}: a post is never reported by GET.',
  commentPushTitle: (name: string) => `${name} commented on your post`,
  replyPushTitle: (name: string) => `${name} replied to your comment`,
} as const;

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

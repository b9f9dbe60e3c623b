/**
 * The club feed (original-app.md 'home'; §3 Post form, §5, §7 Posts, §9): what a member
 * writes, what a reader gets back, comments, polls, reports, texts and paths. Shared by the
 * feed screen and the server.
 */
import { z } from 'zod';
import { DEFAULT_MEDIA_TYPE, DEFAULT_POST_PRIVACY, PAGE_SIZE } from './constants';
import { VALIDATION } from './messages';
import { pageQuerySchema, pageSchema } from './paging';
import { publicUserSchema } from './users';

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

const required = (max: number) =>
  z
    .string(POST_TEXT.fillRequired)
    .trim()
    .min(1, POST_TEXT.fillRequired)
    .max(max, VALIDATION.tooLong);

/** A picture as the form sends it: `url` is what the picture upload answered. */
export const postMediaInputSchema = z.object({
  mediaType: z.enum(POST_MEDIA_TYPES).default(DEFAULT_MEDIA_TYPE),
  url: required(300),
});

/** POST /post and PUT /post/{id} (§3 Post form). */
export const postInputSchema = z
  .object({
    content: required(POST_LIMITS.contentMaxLength),
    media: z.array(postMediaInputSchema).max(POST_LIMITS.mediaMax).default([]),
    privacy: z.enum(POST_PRIVACIES, POST_TEXT.fillRequired).default(DEFAULT_POST_PRIVACY),
    location: z
      .string()
      .trim()
      .max(POST_LIMITS.locationMaxLength, VALIDATION.tooLong)
      .nullish()
      .transform((value) => value || null),
    isPoll: z.boolean().default(false),
    pollOptions: z
      .array(required(POST_LIMITS.pollOptionMaxLength))
      .max(POST_LIMITS.pollMaxOptions, POST_TEXT.pollOptionsCount)
      .default([]),
  })
  .superRefine((post, context) => {
    const options = post.pollOptions;
    if (post.isPoll && options.length < POST_LIMITS.pollMinOptions) {
      context.addIssue({
        code: 'custom',
        path: ['pollOptions'],
        message: POST_TEXT.pollOptionsCount,
      });
    }
    if (!post.isPoll && options.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['pollOptions'],
        message: POST_TEXT.pollOptionsOnlyForPolls,
      });
    }
    if (new Set(options.map((option) => option.toLowerCase())).size !== options.length) {
      context.addIssue({
        code: 'custom',
        path: ['pollOptions'],
        message: POST_TEXT.pollOptionsDistinct,
      });
    }
  });
export type PostInput = z.input<typeof postInputSchema>;
export type PostInputParsed = z.output<typeof postInputSchema>;

/** One stored width of a picture: the srcset candidates. */
export const pictureSizeSchema = z.object({ width: z.number().int(), url: z.string() });

export const postMediaSchema = z.object({
  mediaType: z.enum(POST_MEDIA_TYPES),
  /** The largest stored width; what the form sends back on an edit. */
  url: z.string(),
  sizes: z.array(pictureSizeSchema),
});
export type PostMedia = z.infer<typeof postMediaSchema>;

export const pollOptionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  votes: z.number().int(),
});

export const pollSchema = z.object({
  options: z.array(pollOptionSchema),
  totalVotes: z.number().int(),
  /** The reader's option, or null (visitors, and members who have not voted). */
  myVote: z.number().int().nullable(),
});

/** A post as a given reader sees it. */
export const postSchema = z.object({
  id: z.number().int(),
  author: publicUserSchema,
  content: z.string(),
  media: z.array(postMediaSchema),
  privacy: z.enum(POST_PRIVACIES),
  location: z.string().nullable(),
  poll: pollSchema.nullable(),
  likeCount: z.number().int(),
  likedByMe: z.boolean(),
  commentCount: z.number().int(),
  /** Open reports: shown to the author and to moderators, null to everybody else. */
  reportCount: z.number().int().nullable(),
  reportedByMe: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type Post = z.infer<typeof postSchema>;

export const postPageSchema = pageSchema(postSchema);
export const postListQuerySchema = pageQuerySchema(PAGE_SIZE.posts);

/** What a picture upload answers: send `{mediaType, url}` with the post. */
export const postPictureSchema = postMediaSchema;

export const likeSetSchema = z.object({ liked: z.boolean() });
export const likeStateSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export type LikeState = z.infer<typeof likeStateSchema>;

export const pollVoteSchema = z.object({ optionId: z.number().int().positive() });

/** POST /post/report/{id}: the body, and the reason in it, may be left out. */
export const reportInputSchema = z
  .object({
    reason: z.string().trim().max(POST_LIMITS.reportReasonMaxLength, VALIDATION.tooLong).nullish(),
  })
  .nullish();

/** A comment; `replies` is filled on top-level comments only (one level of replies). */
export const commentBaseSchema = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  parentId: z.number().int().nullable(),
  author: publicUserSchema,
  text: z.string(),
  createdAt: z.string(),
  canDelete: z.boolean(),
});
export const commentSchema = commentBaseSchema.extend({ replies: z.array(commentBaseSchema) });
export type Comment = z.infer<typeof commentSchema>;
export type CommentReply = z.infer<typeof commentBaseSchema>;

export const commentPageSchema = pageSchema(commentSchema);
export const commentListQuerySchema = pageQuerySchema(POST_LIMITS.commentsDefaultSize);

/** POST /post/{id}/comments. A reply to a reply attaches to the top-level comment. */
export const commentInputSchema = z.object({
  text: required(POST_LIMITS.commentMaxLength),
  parentId: z.number().int().positive().nullish(),
});
export type CommentInput = z.input<typeof commentInputSchema>;

/** A reported post as moderators see it: the post and its open reports. */
export const reportedPostSchema = z.object({
  post: postSchema,
  openReports: z.number().int(),
  lastReportedAt: z.string(),
  reasons: z.array(z.string()),
});
export type ReportedPost = z.infer<typeof reportedPostSchema>;
export const reportedPostPageSchema = pageSchema(reportedPostSchema);
export const reportListQuerySchema = pageQuerySchema(POST_LIMITS.reportsDefaultSize);

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

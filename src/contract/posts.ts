/**
 * The club feed (docs/product.md §1 'home'; §3 Post form, §5, §7 Posts, §9): what a member
 * writes, what a reader gets back, comments, polls, reports, texts and paths. Shared by the
 * feed screen and the server.
 */
import { z } from 'zod';
import { pictureSchema } from './pictures';
import { DEFAULT_MEDIA_TYPE, DEFAULT_POST_PRIVACY, PAGE_SIZE } from './constants';
import { VALIDATION } from './messages';
import { pageQuerySchema, pageSchema } from './paging';
import { publicUserSchema } from './users';
import { POST_LIMITS, POST_PRIVACIES, POST_MEDIA_TYPES, POST_VALIDATION } from './posts-constants';
import { idSchema } from './ids';

export * from './posts-constants';

const required = (max: number) =>
  z
    .string(POST_VALIDATION.fillRequired)
    .trim()
    .min(1, POST_VALIDATION.fillRequired)
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
    privacy: z.enum(POST_PRIVACIES, POST_VALIDATION.fillRequired).default(DEFAULT_POST_PRIVACY),
    location: z
      .string()
      .trim()
      .max(POST_LIMITS.locationMaxLength, VALIDATION.tooLong)
      .nullish()
      .transform((value) => value || null),
    isPoll: z.boolean().default(false),
    pollOptions: z
      .array(required(POST_LIMITS.pollOptionMaxLength))
      .max(POST_LIMITS.pollMaxOptions, POST_VALIDATION.pollOptionsCount)
      .default([]),
  })
  .superRefine((post, context) => {
    const options = post.pollOptions;
    if (post.isPoll && options.length < POST_LIMITS.pollMinOptions) {
      context.addIssue({
        code: 'custom',
        path: ['pollOptions'],
        message: POST_VALIDATION.pollOptionsCount,
      });
    }
    if (!post.isPoll && options.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['pollOptions'],
        message: POST_VALIDATION.pollOptionsOnlyForPolls,
      });
    }
    if (new Set(options.map((option) => option.toLowerCase())).size !== options.length) {
      context.addIssue({
        code: 'custom',
        path: ['pollOptions'],
        message: POST_VALIDATION.pollOptionsDistinct,
      });
    }
  });
export type PostInput = z.input<typeof postInputSchema>;
export type PostInputParsed = z.output<typeof postInputSchema>;

export const postMediaSchema = pictureSchema.extend({ mediaType: z.enum(POST_MEDIA_TYPES) });
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

export const pollVoteSchema = z.object({ optionId: idSchema });

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
  parentId: idSchema.nullish(),
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

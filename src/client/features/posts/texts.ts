import { defineTexts, t } from '../../../contract/i18n/texts';

/** The feed screen's own words; the spec's texts (§5) come from contract/posts.ts. */
export const FEED_TEXT = defineTexts({
  commentsLoadFailed: /*i18n*/ { id: 'The comments could not be loaded' },
  title: /*i18n*/ { id: 'Feed' },
  empty: /*i18n*/ { id: 'No posts yet. Rides, pictures and polls from members show here.' },
  signInToWrite: /*i18n*/ { id: 'Sign in to write a post, like and comment.' },
  signIn: /*i18n*/ { id: 'Sign in' },
  loadFailed: /*i18n*/ { id: 'The feed could not be loaded.' },
  end: /*i18n*/ { id: 'You have reached the first post.' },
  /** The like button shows its count; its name starts with it, and aria-pressed says if I like it. */
  likeButton: (count: number) =>
    t(
      /*i18n*/ {
        id: '{count, plural, one {# like, like this post} other {# likes, like this post}}',
      },
      { count },
    ),
  commentsHeading: /*i18n*/ { id: 'Comments' },
  comments: (count: number) =>
    t(/*i18n*/ { id: '{count, plural, one {# comment} other {# comments}}' }, { count }),
  postMenu: (author: string) => t(/*i18n*/ { id: "Actions for {author}'s post" }, { author }),
  /** The name of a post in the feed, for screen readers. */
  postBy: (name: string) => t(/*i18n*/ { id: 'Post by {name}' }, { name }),
  report: /*i18n*/ { id: 'Report' },
  reported: /*i18n*/ { id: 'Reported' },
  reportedNotice: /*i18n*/ { id: 'Thank you: moderators will look at this post.' },
  edit: /*i18n*/ { id: 'Edit' },
  delete: /*i18n*/ { id: 'Delete' },
  cancel: /*i18n*/ { id: 'Cancel' },
  deleteConfirm: /*i18n*/ { id: 'Delete this post? Its comments and likes go with it.' },
  deleted: /*i18n*/ { id: 'Post deleted.' },
  vote: /*i18n*/ { id: 'Vote' },
  votes: (count: number) =>
    t(/*i18n*/ { id: '{count, plural, one {# vote} other {# votes}}' }, { count }),
  yourVote: /*i18n*/ { id: 'Your vote' },
  writeComment: /*i18n*/ { id: 'Write a comment' },
  writeReply: /*i18n*/ { id: 'Write a reply' },
  send: /*i18n*/ { id: 'Send' },
  reply: /*i18n*/ { id: 'Reply' },
  moreComments: /*i18n*/ { id: 'More comments' },
  noComments: /*i18n*/ { id: 'No comments yet.' },
  privacy: {
    public: /*i18n*/ { id: 'Public' },
    members: /*i18n*/ { id: 'Members' },
    private: /*i18n*/ { id: 'Only me' },
  },
  waitingToSend: /*i18n*/ { id: 'Waiting to send' },
  failedPrefix: /*i18n*/ { id: 'Not sent: ' },
  retry: /*i18n*/ { id: 'Retry' },
  discard: /*i18n*/ { id: 'Discard' },
  picturesAlt: (name: string, index: number) =>
    t(/*i18n*/ { id: 'Picture {number} by {name}' }, { number: index + 1, name }),
  /** A post waiting in the outbox: how many pictures go with it. */
  pictureCount: (count: number) =>
    t(/*i18n*/ { id: '{count, plural, one {# picture} other {# pictures}}' }, { count }),
});

export const POST_FORM_TEXT = defineTexts({
  heading: /*i18n*/ { id: 'Write a post' },
  editHeading: /*i18n*/ { id: 'Edit post' },
  content: /*i18n*/ { id: 'What happened on the road?' },
  privacy: /*i18n*/ { id: 'Who can see it' },
  location: /*i18n*/ { id: 'Location' },
  pictures: /*i18n*/ { id: 'Add pictures' },
  removePicture: /*i18n*/ { id: 'Remove picture' },
  /** The remove button of one picture, named for its file. */
  removePictureNamed: (name: string) => t(/*i18n*/ { id: 'Remove picture {name}' }, { name }),
  poll: /*i18n*/ { id: 'Add a poll' },
  option: (index: number) => t(/*i18n*/ { id: 'Option {number}' }, { number: index + 1 }),
  addOption: /*i18n*/ { id: 'Add option' },
  removeOption: /*i18n*/ { id: 'Remove option' },
  /** The remove button of the poll's option `index` (0-based). */
  removeOptionNumber: (index: number) =>
    t(/*i18n*/ { id: 'Remove option {number}' }, { number: index + 1 }),
  submit: /*i18n*/ { id: 'Post' },
  save: /*i18n*/ { id: 'Save' },
  cancel: /*i18n*/ { id: 'Cancel' },
  uploading: (name: string) => t(/*i18n*/ { id: 'Uploading {name}' }, { name }),
  uploadFailed: /*i18n*/ { id: 'A picture could not be uploaded.' },
});

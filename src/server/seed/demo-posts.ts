/**
 * Demo posts for the club feed: the demo members write about rides and club life, public and
 * members-only, with a poll, comments with a reply, votes and likes, so the feed can be tried
 * at once. Written through the posts service, so they obey the same rules as members' posts,
 * and only while the feed has no post at all: a second start, or a club that already posts,
 * gets nothing more.
 */
import type { FastifyInstance } from 'fastify';
import { postInputSchema, type PostInput } from '../../contract/posts';
import * as comments from '../modules/posts/comments/service';
import { updatePost } from '../modules/posts/repository';
import * as posts from '../modules/posts/service';
import { toCount } from '../db/connect';
import { demoMembers, type DemoUsername } from './demo-members';

interface DemoComment {
  by: DemoUsername;
  text: string;
  replies?: { by: DemoUsername; text: string }[];
}

interface DemoPost {
  by: DemoUsername;
  /** When it was written, so the feed reads as a few days of club life. */
  hoursAgo: number;
  post: PostInput;
  /** For a poll: who votes for which option, by its position. */
  votes?: Partial<Record<DemoUsername, number>>;
  comments?: DemoComment[];
  likedBy?: DemoUsername[];
}

/** Oldest first: the feed shows the last one on top. */
const DEMO_POSTS: DemoPost[] = [
  {
    by: 'admin1',
    hoursAgo: 96,
    post: {
      content:
        'Welcome to all new members! The beginners’ ride leaves the club house every Wednesday at half past five: 25 km at a chatty pace, and nobody gets dropped.',
      privacy: 'public',
      location: 'Club house',
    },
    comments: [
      { by: 'rider1', text: 'Brought a friend last week, she loved it. See you Wednesday!' },
    ],
    likedBy: ['rider1'],
  },
  {
    by: 'rider1',
    hoursAgo: 70,
    post: {
      content:
        'Sunday long ride: 82 km out along the river and back, 26 km/h on average. Thanks to everyone who waited at the top of the hill!',
      privacy: 'public',
      location: 'River road',
    },
    likedBy: ['seller1', 'developer1'],
  },
  {
    by: 'rider1',
    hoursAgo: 60,
    post: {
      content:
        'শুক্রবার ভোরে হাতিরঝিলে তিন চক্কর দিলাম, রাস্তা একদম ফাঁকা। পরের সপ্তাহে কে কে যাবেন? সকাল ৬টায় অ্যাম্ফিথিয়েটারের সামনে থাকব।',
      privacy: 'public',
      location: 'হাতিরঝিল',
    },
    comments: [{ by: 'admin1', text: 'আমি আছি! হেলমেট আর লাইট ভুলবেন না।' }],
    likedBy: ['admin1', 'developer1'],
  },
  {
    by: 'seller1',
    hoursAgo: 49,
    post: {
      content:
        'New in the club shop: tubes, tyre levers and the winter gloves you asked for. Members get 10% off until the end of the month.',
      privacy: 'members',
    },
  },
  {
    by: 'rider1',
    hoursAgo: 26,
    post: {
      content:
        'Second puncture this week on the canal path. Is tubeless worth it, and which sealant do you use?',
      privacy: 'members',
      location: 'Canal path',
    },
    comments: [
      {
        by: 'seller1',
        text: 'Worth it on those paths. We stock two sealants; come by on Saturday and I will show you.',
        replies: [{ by: 'rider1', text: 'Perfect, I will bring the wheels along.' }],
      },
      { by: 'developer1', text: 'Carry a plug kit as well, sealant does not close every hole.' },
    ],
  },
  {
    by: 'developer1',
    hoursAgo: 20,
    post: {
      content:
        'বৃষ্টির দিনে ব্রেক প্যাড তাড়াতাড়ি ক্ষয় হয়। মাসে একবার দেখে নিন, আর চেইনে তেল দিতে ভুলবেন না।',
      privacy: 'members',
    },
  },
  {
    by: 'admin1',
    hoursAgo: 8,
    post: {
      content: 'Which route for next Saturday’s group ride? Voting closes on Thursday evening.',
      privacy: 'public',
      isPoll: true,
      pollOptions: ['Lakeside loop, 45 km', 'Hill country, 70 km', 'Old town and coffee, 30 km'],
    },
    votes: { rider1: 1, seller1: 0, developer1: 1 },
  },
  {
    by: 'developer1',
    hoursAgo: 2,
    post: {
      content:
        'The club app now works without signal: write a post under a bridge or in the hills and it goes out once, as soon as your phone is back online.',
      privacy: 'members',
    },
  },
];

async function countPosts(app: FastifyInstance): Promise<number> {
  const row = await app.db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return toCount(row.n as string | number);
}

export async function seedDemoPosts(app: FastifyInstance): Promise<void> {
  if (!app.config.seedDemo) return;
  if ((await countPosts(app)) > 0) return;
  const members = await demoMembers(app);
  if (!members) return;
  const member = (username: DemoUsername) => members.get(username)!;

  for (const demo of DEMO_POSTS) {
    const post = await posts.create(app, member(demo.by), postInputSchema.parse(demo.post));
    const writtenAt = new Date(Date.now() - demo.hoursAgo * 3_600_000).toISOString();
    await updatePost(app.db, post.id, { created_at: writtenAt, updated_at: writtenAt });
    for (const [username, position] of Object.entries(demo.votes ?? {})) {
      const option = post.poll?.options[position];
      if (option) await posts.vote(app, member(username as DemoUsername), post.id, option.id);
    }
    for (const comment of demo.comments ?? []) {
      const added = await comments.add(app, member(comment.by), post.id, { text: comment.text });
      for (const reply of comment.replies ?? []) {
        await comments.add(app, member(reply.by), post.id, {
          text: reply.text,
          parentId: added.id,
        });
      }
    }
    for (const username of demo.likedBy ?? []) {
      await posts.setLiked(app, member(username), post.id, true);
    }
  }
  app.log.info(`Demo posts written: ${DEMO_POSTS.length}`);
}

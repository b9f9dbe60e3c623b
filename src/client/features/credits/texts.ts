/** Words of the credits page (§2: 'Project Credits', four credits, 'Watch This Video:'). */
export const CREDITS_TEXT = {
  title: 'Project Credits',
  intro: 'The people and projects this app stands on.',
  videoHeading: 'Watch This Video:',
  videoTitle: 'Danny MacAskill: The Ridge',
  videoCaption:
    'Danny MacAskill rides the Cuillin ridge on the Isle of Skye (Cut Media, on YouTube).',
  offline: 'The video plays when you are online.',
  play: 'Play the video',
  playFrom: 'Danny MacAskill: The Ridge, from YouTube',
} as const;

export interface Credit {
  title: string;
  text: string;
}

/** The four credits. */
export const CREDITS: readonly Credit[] = [
  {
    title: 'South Dhaka Cyclists',
    text: 'The riders of the club, who wrote the first club app and keep its rides, posts and bug reports coming.',
  },
  {
    title: "The app's front end",
    text: 'React, Mantine, TanStack Router and Query, react-hook-form, zod, Dexie and Workbox, all open source.',
  },
  {
    title: "The app's server",
    text: 'Fastify, Kysely, SQLite and PostgreSQL, sharp for pictures and web-push for notices, all open source.',
  },
  {
    title: 'Icons and video',
    text: "Tabler Icons (MIT licence); the film below is Danny MacAskill's, embedded from YouTube.",
  },
];

/** The film, from YouTube's privacy-enhanced host (no cookies until it plays). */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
export const VIDEO_ID = 'xQ_IQS3VKjA';
export const VIDEO_EMBED_URL = `${VIDEO_EMBED_ORIGIN}/embed/${VIDEO_ID}`;

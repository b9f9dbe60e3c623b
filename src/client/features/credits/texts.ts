import { defineTexts } from '../../../contract/i18n/texts';

/** Words of the credits page (§2: 'Project Credits', four credits, 'Watch This Video:'). */
export const CREDITS_TEXT = defineTexts({
  title: /*i18n*/ { id: 'Project Credits' },
  intro: /*i18n*/ { id: 'The people and projects this app stands on.' },
  videoHeading: /*i18n*/ { id: 'Watch This Video:' },
  videoTitle: /*i18n*/ { id: 'Danny MacAskill: The Ridge', comment: 'The title of a film' },
  videoCaption: /*i18n*/ {
    id: 'Danny MacAskill rides the Cuillin ridge on the Isle of Skye (Cut Media, on YouTube).',
  },
  offline: /*i18n*/ { id: 'The video plays when you are online.' },
  play: /*i18n*/ { id: 'Play the video' },
  playFrom: /*i18n*/ { id: 'Danny MacAskill: The Ridge, from YouTube' },
});

export interface Credit {
  title: string;
  text: string;
}

/** The four credits. */
export const CREDITS: readonly Credit[] = defineTexts([
  {
    title: /*i18n*/ { id: 'South Dhaka Cyclists', comment: 'The name of the club' },
    text: /*i18n*/ {
      id: 'The riders of the club, who wrote the first club app and keep its rides, posts and bug reports coming.',
    },
  },
  {
    title: /*i18n*/ { id: "The app's front end" },
    text: /*i18n*/ {
      id: 'React, Mantine, TanStack Router and Query, react-hook-form, zod, Dexie and Workbox, all open source.',
    },
  },
  {
    title: /*i18n*/ { id: "The app's server" },
    text: /*i18n*/ {
      id: 'Fastify, Kysely, SQLite and PostgreSQL, sharp for pictures and web-push for notices, all open source.',
    },
  },
  {
    title: /*i18n*/ { id: 'Icons and video' },
    text: /*i18n*/ {
      id: "Tabler Icons (MIT licence); the film below is Danny MacAskill's, embedded from YouTube.",
    },
  },
] as const);

/** The film, from YouTube's privacy-enhanced host (no cookies until it plays). */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
export const VIDEO_ID = 'xQ_IQS3VKjA';
export const VIDEO_EMBED_URL = `${VIDEO_EMBED_ORIGIN}/embed/${VIDEO_ID}`;

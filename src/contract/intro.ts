/**
 * The landing page's content (§3 Home content, §7 Intro): the welcome text and picture and the
 * specials, what developers and admins send to change them, limits, texts and paths. Shared by
 * the landing page, the home settings and the server.
 */
import { z } from 'zod';
import { identifiedPictureSchema } from './pictures';
import { idParamSchema } from './ids';
import { defineTexts, t } from './i18n/texts';
import { englishTexts } from './i18n/english-texts';

export { INTRO_PATHS } from './intro-paths';

export const INTRO_LIMITS = {
  welcomeTextMaxLength: 2000,
  titleMaxLength: 120,
  descriptionMaxLength: 2000,
  /** Pictures one special holds, kept and new together. */
  specialImagesMax: 6,
  specialsMax: 12,
} as const;

/** Widths the server makes of the welcome picture: it spans the hero on a tablet. */
export const WELCOME_PICTURE_WIDTHS = [480, 960, 1600] as const;
/** Widths of a special's pictures: cards a third of the page wide at most. */
export const SPECIAL_PICTURE_WIDTHS = [320, 640, 1280] as const;

/** The multipart field names of POST /introUpdate and POST /introAddSpecial (§7). */
export const INTRO_FIELDS = {
  welcomeText: 'welcomeText',
  welcomeImage: 'welcomeImage',
  id: 'id',
  title: 'title',
  description: 'description',
  images: 'images',
  /**
   * On an update: the ids of the pictures to keep (repeat the field). Left out, every picture
   * is kept; sent, even once and empty, the pictures not listed are removed. New `images` are
   * added after the kept ones.
   */
  keepImages: 'keepImages',
} as const;

/** The landing page schemas' messages, English when they are built. */
export const INTRO_VALIDATION = englishTexts({
  welcomeTextRequired: /*i18n*/ { id: 'Write a welcome text.' },
  titleRequired: /*i18n*/ { id: 'Give the special a title.' },
  descriptionRequired: /*i18n*/ { id: 'Describe the special.' },
  tooLong: /*i18n*/ { id: 'Too long.' },
});

export const INTRO_TEXT = defineTexts({
  titleRequired: /*i18n*/ { id: 'Give the special a title.' },
  descriptionRequired: /*i18n*/ { id: 'Describe the special.' },
  tooLong: /*i18n*/ { id: 'Too long.' },
  get tooManyImages() {
    return t(
      /*i18n*/ { id: 'A special holds at most {max} pictures.' },
      {
        max: INTRO_LIMITS.specialImagesMax,
      },
    );
  },
  get tooManySpecials() {
    return t(
      /*i18n*/ { id: 'The landing page holds at most {max} specials.' },
      {
        max: INTRO_LIMITS.specialsMax,
      },
    );
  },
  notThisSpecialsImage: /*i18n*/ { id: "That picture is not one of this special's." },
  specialNotFound: /*i18n*/ { id: 'There is no such special. It may have been deleted.' },
  unknownField: (name: string) =>
    t(/*i18n*/ { id: 'The form has a field "{name}" that is not part of it.' }, { name }),
} as const);

/** A stored picture: its media id (to keep it on an update), largest url and every width. */
export const introPictureSchema = identifiedPictureSchema;
export type IntroPicture = z.infer<typeof introPictureSchema>;

export const specialSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  images: z.array(introPictureSchema),
});
export type Special = z.infer<typeof specialSchema>;

/** GET /intro/home (§3 Home content). Empty text and no specials until someone writes them. */
export const homeContentSchema = z.object({
  welcomeText: z.string(),
  welcomeImage: introPictureSchema.nullable(),
  specials: z.array(specialSchema),
  /** When the content last changed; null when it never was written. */
  updatedAt: z.string().nullable(),
});
export type HomeContent = z.infer<typeof homeContentSchema>;

const text = (max: number, requiredMessage: string) =>
  z.string(requiredMessage).trim().min(1, requiredMessage).max(max, INTRO_VALIDATION.tooLong);

/** The text fields of POST /introUpdate (the picture comes as a file beside them). */
export const welcomeInputSchema = z.object({
  welcomeText: text(INTRO_LIMITS.welcomeTextMaxLength, INTRO_VALIDATION.welcomeTextRequired),
});
export type WelcomeInput = z.infer<typeof welcomeInputSchema>;

/** The text fields of POST /introAddSpecial (pictures come as files beside them). */
export const specialInputSchema = z.object({
  id: idParamSchema.optional(),
  title: text(INTRO_LIMITS.titleMaxLength, INTRO_VALIDATION.titleRequired),
  description: text(INTRO_LIMITS.descriptionMaxLength, INTRO_VALIDATION.descriptionRequired),
  keepImages: z.array(z.string()).optional(),
});
export type SpecialInput = z.infer<typeof specialInputSchema>;

/**
 * §7 Intro paths under /api, apart from the schemas in intro.ts: the landing page is the first
 * screen a visitor loads and must not bring the schema library with it. A special is deleted by DELETE /introSpecial/{id}, which §7 does not
 * have: the original could not delete one.
 */
export const INTRO_PATHS = {
  home: '/intro/home',
  update: '/introUpdate',
  addSpecial: '/introAddSpecial',
  special: (id: number | string) => `/introSpecial/${id}`,
} as const;

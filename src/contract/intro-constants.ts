/**
 * §7 landing page values shared by the screen and the server, apart from the schemas in
 * intro.ts (the landing page must not bring the schema library with it).
 */

/**
 * How wide the welcome picture shows at each screen width (the img's `sizes`). The server
 * names the same picture and sizes in the page's head, so a phone fetches it beside the app's
 * code; both must match for the browser to use what it fetched early.
 */
export const INTRO_HERO_SIZES = '(min-width: 48em) 40vw, 100vw';

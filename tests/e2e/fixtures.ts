/** The `test` of every e2e spec: page models, plus a verified member made for the test. */
import { test as base, type Page } from '@playwright/test';
import { Navbar } from './pages/navbar';
import { ResetPage } from './pages/reset-page';
import { SignInPage } from './pages/sign-in-page';
import { SignUpPage } from './pages/sign-up-page';
import { createVerifiedMember, type Member } from './support/members';

interface Fixtures {
  signInPage: SignInPage;
  signUpPage: SignUpPage;
  resetPage: ResetPage;
  navbar: Navbar;
  /** A new member, signed up and verified through the API; not signed in in the browser. */
  member: Member;
}

// The fixture callback is named `provide`, not `use`: React's lint rules take `use` for a hook.
export const test = base.extend<Fixtures>({
  signInPage: async ({ page }, provide) => provide(new SignInPage(page)),
  signUpPage: async ({ page }, provide) => provide(new SignUpPage(page)),
  resetPage: async ({ page }, provide) => provide(new ResetPage(page)),
  navbar: async ({ page }, provide) => provide(new Navbar(page)),
  member: async ({ request }, provide) => provide(await createVerifiedMember(request)),
});

export { expect } from '@playwright/test';

/** The session token as the app stored it (§4: key 'token'). */
export async function storedTokens(page: Page) {
  return page.evaluate(() => ({
    local: localStorage.getItem('token'),
    session: sessionStorage.getItem('token'),
  }));
}

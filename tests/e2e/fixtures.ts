/** The `test` of every e2e spec: page models, plus a verified member made for the test. */
import { test as base, type Page } from '@playwright/test';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { CompiledMessage } from '../../src/contract/i18n/format-message';
import { setMessageCompiler } from '../../src/contract/i18n/texts';
import { BugPage } from './pages/bug-page';
import { Navbar } from './pages/navbar';
import { ResetPage } from './pages/reset-page';
import { SignInPage } from './pages/sign-in-page';
import { SignUpPage } from './pages/sign-up-page';
import { createVerifiedMember, type Member } from './support/members';

// The app's texts a spec reads (a count's "1 unread") come uncompiled in Node, where no build
// compiled their English: Lingui's compiler puts their values in, as the server's does.
setMessageCompiler((message) => compileMessage(message) as CompiledMessage);

interface Fixtures {
  signInPage: SignInPage;
  signUpPage: SignUpPage;
  resetPage: ResetPage;
  navbar: Navbar;
  bugPage: BugPage;
  /** A new member, signed up and verified through the API; not signed in in the browser. */
  member: Member;
}

/** 198.18.0.0/15 is reserved for testing: these addresses belong to nobody. */
function testClientAddress(): string {
  const byte = () => Math.floor(Math.random() * 256);
  return `198.${18 + Math.floor(Math.random() * 2)}.${byte()}.${byte()}`;
}

// The fixture callback is named `provide`, not `use`: React's lint rules take `use` for a hook.
export const test = base.extend<Fixtures>({
  // Each test is a member on their own device: the server (TRUST_PROXY=1 in global-setup)
  // counts its per-address rate limits for this test alone, so tests never starve each other.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) =>
    provide({ ...extraHTTPHeaders, 'X-Forwarded-For': testClientAddress() }),
  signInPage: async ({ page }, provide) => provide(new SignInPage(page)),
  signUpPage: async ({ page }, provide) => provide(new SignUpPage(page)),
  resetPage: async ({ page }, provide) => provide(new ResetPage(page)),
  navbar: async ({ page }, provide) => provide(new Navbar(page)),
  bugPage: async ({ page }, provide) => provide(new BugPage(page)),
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

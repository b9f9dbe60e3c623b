/**
 * How the senders of every kind get registered (registry.ts): the app hands over, at boot, what
 * registers them (main.tsx: app/outbox-senders.ts, loaded on first use), and the outbox waits for
 * it before it sends or loads a sender. The registering code so loads with the outbox, not with
 * the first screen, which never sends. This file stays tiny: main.tsx imports it.
 */
let register: (() => Promise<void>) | undefined;
let registering: Promise<void> | undefined;

/** Called once at boot with what registers every kind's sender. */
export function setSenderRegistration(registerAll: () => Promise<void>): void {
  register = registerAll;
}

/**
 * Resolves once every kind's sender is registered (at once where nothing was handed over: a
 * test registers its own). A registration that failed to load (no signal) is tried again next
 * time.
 */
export function sendersRegistered(): Promise<void> {
  if (!register) return Promise.resolve();
  registering ??= register().catch((error: unknown) => {
    registering = undefined;
    throw error;
  });
  return registering;
}

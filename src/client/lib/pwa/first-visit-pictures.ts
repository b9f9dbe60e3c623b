/**
 * The pictures a first visit showed, kept for reading offline (first-visit-replies.ts keeps the
 * replies): once the service worker controls the page they are fetched once more through it, so
 * it keeps them as it would have; the browser's own cache usually answers.
 */
/** The service worker now controls the page: the pictures it showed are kept by it. */
export async function keepPicturesShown(): Promise<void> {
  const prefix = `${window.location.origin}/api/media/`;
  const pictures = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(prefix));
  await Promise.all(
    [...new Set(pictures)].map((url) =>
      fetch(url, { credentials: 'same-origin' }).then(
        (reply) => reply.arrayBuffer(),
        () => undefined,
      ),
    ),
  );
}

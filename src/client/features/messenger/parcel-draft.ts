/**
 * The parcel being written, kept on this device per member until the server has it: a failed
 * send, a reload or a dead battery mid-form loses nothing. Pictures are kept as the server's
 * uploads (their ids and urls), never as files.
 */
import type { ParcelPicture } from '../../../contract/parcels';
import { MEMBER_DRAFT_PREFIXES } from '../../lib/pwa/clear-user-data';
import { EMPTY_PARCEL_FORM, type ParcelFormValues } from './form-values';

export interface ParcelDraft {
  values: ParcelFormValues;
  pictures: ParcelPicture[];
}

// Signing out deletes it (clear-user-data.ts): it holds the receiver's phone and address.
const keyOf = (userId: number) => `${MEMBER_DRAFT_PREFIXES.parcel}${userId}`;

export function loadDraft(userId: number): ParcelDraft | null {
  try {
    const text = localStorage.getItem(keyOf(userId));
    if (!text) return null;
    const stored = JSON.parse(text) as Partial<ParcelDraft>;
    const values = { ...EMPTY_PARCEL_FORM };
    for (const key of Object.keys(values) as (keyof ParcelFormValues)[]) {
      const value = stored.values?.[key];
      if (typeof value === 'string') values[key] = value;
    }
    const pictures = Array.isArray(stored.pictures)
      ? stored.pictures.filter(
          (picture): picture is ParcelPicture =>
            typeof picture?.id === 'string' && typeof picture.url === 'string',
        )
      : [];
    return { values, pictures };
  } catch {
    // Storage blocked or a damaged entry: start from an empty form.
    return null;
  }
}

/** Nothing typed yet: no draft worth keeping or offering. */
export function isEmptyDraft(draft: ParcelDraft): boolean {
  return (
    draft.pictures.length === 0 &&
    (Object.keys(EMPTY_PARCEL_FORM) as (keyof ParcelFormValues)[]).every(
      (key) => draft.values[key].trim() === EMPTY_PARCEL_FORM[key],
    )
  );
}

export function saveDraft(userId: number, draft: ParcelDraft): void {
  try {
    if (isEmptyDraft(draft)) localStorage.removeItem(keyOf(userId));
    else localStorage.setItem(keyOf(userId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, it is only not kept.
  }
}

export function clearDraft(userId: number): void {
  try {
    localStorage.removeItem(keyOf(userId));
  } catch {
    // Nothing to clear where storage is blocked.
  }
}

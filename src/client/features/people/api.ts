/**
 * Member calls (/api/user): the directory, profile pages, the member's own profile edits and
 * pictures. Keys start with 'people', not 'user', so signing out forgets them with the rest of
 * a member's data (only ['user', …] survives a sign-out). Offline, what was seen comes back
 * from the service worker's copies of these GETs.
 */
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { USER_PATHS } from '../../../contract/api-paths';
import type { RiderEventPage } from '../../../contract/events';
import { EVENT_LIMITS, EVENT_PATHS } from '../../../contract/events-constants';
import type { Page } from '../../../contract/paging';
import type { PublicUser, SelfUser, UserProfile, UserUpdate } from '../../../contract/users';
import type { DirectorySort } from '../../../contract/users-constants';
import { api } from '../../lib/api-client';
import { uploadWithProgress } from '../../lib/upload-with-progress';
import { authKeys } from '../../lib/current-user';
import { eventKeys } from '../events/api';
import { postKeys } from '../posts/api';
import { PICTURE_FIELD } from '../posts/upload-picture';

/** Members per directory page: fills rows of one, two or three cards. */
export const DIRECTORY_PAGE_SIZE = 12;

export interface DirectorySearch {
  q: string;
  sort: DirectorySort;
  page: number;
}

export const peopleKeys = {
  all: ['people'] as const,
  directory: (search: DirectorySearch) => ['people', 'directory', search] as const,
  directories: ['people', 'directory'] as const,
  profile: (id: number) => ['people', 'profile', id] as const,
};

/** The directory request of a search; its URL also names the reply's offline copy. */
export function directoryParams(search: DirectorySearch) {
  return {
    q: search.q || undefined,
    sort: search.sort,
    page: search.page,
    size: DIRECTORY_PAGE_SIZE,
  };
}

export function directoryQuery(search: DirectorySearch) {
  return queryOptions({
    queryKey: peopleKeys.directory(search),
    queryFn: ({ signal }) =>
      api<Page<PublicUser>>(USER_PATHS.directory, { query: directoryParams(search), signal }),
    // Typing in the search or turning a page keeps the cards in place until the next arrive.
    placeholderData: keepPreviousData,
  });
}

export function profileQuery(id: number) {
  return queryOptions({
    queryKey: peopleKeys.profile(id),
    queryFn: ({ signal }) => api<UserProfile>(USER_PATHS.one(id), { signal }),
  });
}

/**
 * The rides a member joined and rode, a few at a time, with what they rode in all. The key sits under the ride lists', so joining,
 * leaving or cancelling a ride asks for it again along with them.
 */
export function riderRidesQuery(riderId: number) {
  return infiniteQueryOptions({
    queryKey: [...eventKeys.lists, 'rider', riderId] as const,
    queryFn: ({ pageParam, signal }) =>
      api<RiderEventPage>(EVENT_PATHS.rider(riderId), {
        query: { page: pageParam, size: EVENT_LIMITS.riderListDefaultSize },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.last ? undefined : last.number + 1),
  });
}

/** The fields of the member's own profile form (PUT /user/{id}). */
export type ProfileEdit = Required<
  Pick<UserUpdate, 'fullName' | 'about' | 'contact' | 'address' | 'dob' | 'gender'>
>;

export function useUpdateProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileEdit) =>
      api<UserProfile>(USER_PATHS.one(id), { method: 'PUT', body: changes }),
    onSuccess: (profile) => {
      queryClient.setQueryData(peopleKeys.profile(id), profile);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: authKeys.me }),
        // The name shows on the member's posts and in the directory.
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
        queryClient.invalidateQueries({ queryKey: peopleKeys.directories }),
      ]);
    },
  });
}

export type PictureKind = 'profile' | 'cover';

/** Replaces the member's profile or cover picture, reporting the upload's progress. */
export function useChangePicture(kind: PictureKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      file,
      onProgress,
    }: {
      file: File;
      onProgress: (fraction: number) => void;
    }) => {
      // The reply's schema comes with the upload, so profiles draw without the schema library.
      const { selfUserSchema } = await import('../../../contract/users');
      const form = new FormData();
      form.append(PICTURE_FIELD, file, file.name);
      const path =
        kind === 'profile' ? USER_PATHS.changeProfilePicture : USER_PATHS.changeCoverPicture;
      return uploadWithProgress(path, form, (body) => selfUserSchema.parse(body), onProgress);
    },
    onSuccess: (me: SelfUser) => {
      queryClient.setQueryData(authKeys.me, me);
      queryClient.setQueryData<UserProfile>(peopleKeys.profile(me.id), (profile) =>
        profile ? { ...profile, ...me } : profile,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
        queryClient.invalidateQueries({ queryKey: peopleKeys.directories }),
      ]);
    },
  });
}

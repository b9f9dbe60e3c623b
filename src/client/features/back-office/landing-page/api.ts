/**
 * Changes to the landing page's content (§7 Intro), for developers and admins. Each save
 * writes the server's reply into the landing page's query, so the settings and /intro show
 * what is stored without asking again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  INTRO_FIELDS,
  INTRO_PATHS,
  type HomeContent,
  type Special,
} from '../../../../contract/intro';
import { api } from '../../../lib/api-client';
import { introKeys } from '../../../lib/home-content';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

export interface WelcomeChange {
  welcomeText: string;
  picture: File | null;
}

export interface SpecialChange {
  id?: number;
  title: string;
  description: string;
  /** Ids of the stored pictures to keep, in order. */
  keep: string[];
  added: File[];
}

/** Upload progress of the save under way, 0..1, or null when none is. */
function useProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  return { progress, setProgress };
}

export function useSaveWelcome() {
  const queryClient = useQueryClient();
  const { progress, setProgress } = useProgress();
  const mutation = useMutation({
    mutationFn: ({ welcomeText, picture }: WelcomeChange) => {
      const form = new FormData();
      form.append(INTRO_FIELDS.welcomeText, welcomeText);
      if (picture) form.append(INTRO_FIELDS.welcomeImage, picture, picture.name);
      setProgress(0);
      return uploadWithProgress(
        INTRO_PATHS.update,
        form,
        (body) => body as HomeContent,
        setProgress,
      );
    },
    onSuccess: (content) => queryClient.setQueryData(introKeys.home, content),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}

function withSpecial(content: HomeContent | undefined, special: Special) {
  if (!content) return content;
  const known = content.specials.some((one) => one.id === special.id);
  return {
    ...content,
    specials: known
      ? content.specials.map((one) => (one.id === special.id ? special : one))
      : [...content.specials, special],
  };
}

export function useSaveSpecial() {
  const queryClient = useQueryClient();
  const { progress, setProgress } = useProgress();
  const mutation = useMutation({
    mutationFn: (change: SpecialChange) => {
      const form = new FormData();
      if (change.id !== undefined) form.append(INTRO_FIELDS.id, String(change.id));
      form.append(INTRO_FIELDS.title, change.title);
      form.append(INTRO_FIELDS.description, change.description);
      if (change.id !== undefined) {
        // An empty value still says "keep only these", even when that is none.
        if (change.keep.length === 0) form.append(INTRO_FIELDS.keepImages, '');
        for (const id of change.keep) form.append(INTRO_FIELDS.keepImages, id);
      }
      for (const file of change.added) form.append(INTRO_FIELDS.images, file, file.name);
      setProgress(0);
      return uploadWithProgress(
        INTRO_PATHS.addSpecial,
        form,
        (body) => body as Special,
        setProgress,
      );
    },
    onSuccess: (special) =>
      queryClient.setQueryData<HomeContent>(introKeys.home, (content) =>
        withSpecial(content, special),
      ),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}

export function useDeleteSpecial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(INTRO_PATHS.special(id), { method: 'DELETE' }),
    onSuccess: (_reply, id) =>
      queryClient.setQueryData<HomeContent>(introKeys.home, (content) =>
        content
          ? { ...content, specials: content.specials.filter((one) => one.id !== id) }
          : content,
      ),
  });
}

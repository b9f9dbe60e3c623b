import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Controller, type DefaultValues } from 'react-hook-form';
import { BUG_SEVERITIES } from '../../../contract/constants';
import type { BugCreate } from '../../../contract/bugs';
import { BUG_TEXT } from '../../../contract/bugs-constants';
import { useDraftForm } from '../../lib/drafts/use-draft-form';
import { errorMessage } from '../../lib/errors';
import { lazyResolver } from '../../lib/lazy-resolver';
import { afterPaint } from '../../lib/load-late';
import { loadOutbox } from '../../lib/outbox/hooks';
import { DraftNote } from '../../components/draft-note';
import { ErrorAlert } from '../../components/error-alert';
import { useResendBug, useSubmitBug } from './api';
import { serverMarks, type BugFormField, type RefusedBug } from './server-marks';
import { GrowingTextarea } from '../../components/growing-textarea';

// No severity is chosen for the reporter: it is theirs to judge.
const EMPTY: DefaultValues<BugCreate> = { title: '', description: '', steps: '' };

const bugResolver = lazyResolver(() =>
  import('./bug-form-check').then((check) => check.bugFormResolver),
);

/**
 * §2 'Report a Bug'. §5 asks only for a general validity check that logs when it fails; the
 * form also marks the fields at fault, so the reporter knows what is missing.
 */
export function BugForm({
  onSubmitted,
  editing,
}: {
  onSubmitted: () => void;
  /**
   * A refused report being corrected: the form starts from what was sent, with the fields the
   * server named marked with its messages.
   */
  editing?: RefusedBug;
}) {
  // What is typed is kept on the device until it is queued; a refused report being corrected
  // is the outbox's entry, not a draft.
  const { form, draft } = useDraftForm<BugCreate>(
    editing ? null : { form: 'bug' },
    editing?.payload ?? EMPTY,
    { resolver: bugResolver },
  );
  // The check and the outbox come right after the form is painted, so a report written at once
  // is checked and queued with no signal too (the service worker keeps both files after that).
  useEffect(() => {
    void afterPaint().then(() => {
      void bugResolver.preload();
      void loadOutbox();
    });
  }, []);
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const marks = useMemo(() => serverMarks(editing?.lastFieldErrors), [editing]);

  useEffect(() => {
    marks.forEach(([field, message], index) =>
      form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
    if (marks.length === 0) return;
    // A marked field is checked again as it changes: the server's mark stays until it is fixed.
    return form.subscribe({
      name: marks.map(([field]) => field),
      formState: { values: true },
      callback: ({ name, type }) => {
        if (name && type === 'change') void form.trigger(name as BugFormField);
      },
    });
  }, [form, marks]);
  const submitNew = useSubmitBug();
  const resend = useResendBug();
  const submitBug = editing ? resend : submitNew;

  const submit = form.handleSubmit(
    (payload) => {
      if (submitBug.isPending) return;
      const onSuccess = () => {
        // The report is in the outbox; the list shows it as waiting until the server has it.
        draft.sent();
        form.reset(EMPTY);
        onSubmitted();
      };
      const onError = (error: Error) => {
        // §8 logs the failure; the member is told too, and keeps what they typed.
        console.error(BUG_TEXT.submitErrorLog, error);
      };
      if (editing) {
        resend.mutate({ id: editing.id, payload }, { onSuccess, onError });
        return;
      }
      submitNew.mutate(payload, { onSuccess, onError });
    },
    () => console.warn(BUG_TEXT.invalidLog),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {draft.restored && <DraftNote onDiscard={draft.discard} />}
        <TextInput
          label={BUG_TEXT.title}
          withAsterisk
          autoComplete="off"
          {...register('title')}
          error={errors.title?.message}
        />
        <GrowingTextarea
          label={BUG_TEXT.description}
          withAsterisk
          minRows={3}
          maxRows={10}
          {...register('description')}
          error={errors.description?.message}
        />
        <Controller
          control={control}
          name="severity"
          render={({ field, fieldState }) => (
            <Radio.Group
              label={BUG_TEXT.severity}
              description={BUG_TEXT.severityHint}
              withAsterisk
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              error={fieldState.error?.message}
            >
              <Group gap="lg" mt="xs">
                {BUG_SEVERITIES.map((severity) => (
                  <Radio
                    key={severity}
                    value={severity}
                    label={severity}
                    size="md"
                    onBlur={field.onBlur}
                  />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <GrowingTextarea
          label={BUG_TEXT.steps}
          minRows={3}
          maxRows={10}
          {...register('steps')}
          error={errors.steps?.message}
        />
        {editing?.lastError && marks.length === 0 && !submitBug.isError && (
          // A refusal that names no field of the form (an ended session, say): still say why.
          <ErrorAlert title={BUG_TEXT.submitFailed}>{editing.lastError}</ErrorAlert>
        )}
        {submitBug.isError && (
          <ErrorAlert title={BUG_TEXT.submitFailed}>{errorMessage(submitBug.error)}</ErrorAlert>
        )}
        <Button type="submit" loading={submitBug.isPending} w={{ base: '100%', xs: 'fit-content' }}>
          {BUG_TEXT.submit}
        </Button>
      </Stack>
    </form>
  );
}

import { Button, Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import { BUG_SEVERITIES } from '../../../contract/constants';
import { BUG_TEXT, bugCreateSchema, type BugCreate } from '../../../contract/bugs';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../auth/auth-helpers';
import { ErrorAlert } from '../auth/error-alert';
import { useSubmitBug } from './api';

// No severity is chosen for the reporter: it is theirs to judge.
const EMPTY: DefaultValues<BugCreate> = { title: '', description: '', steps: '' };
const FIELDS = ['title', 'description', 'severity', 'steps'] as const;

/**
 * §2 'Report a Bug'. §5 asks only for a general validity check that logs when it fails; the
 * form also marks the fields at fault, so the reporter knows what is missing.
 */
export function BugForm({ onSubmitted }: { onSubmitted: () => void }) {
  const form = useForm<BugCreate>({ resolver: zodResolver(bugCreateSchema), defaultValues: EMPTY });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const submitBug = useSubmitBug();

  const submit = form.handleSubmit(
    (payload) => {
      if (submitBug.isPending) return;
      submitBug.mutate(payload, {
        onSuccess: () => {
          form.reset(EMPTY);
          notifications.show({ color: 'teal', message: BUG_TEXT.submitted });
          onSubmitted();
        },
        onError: (error) => {
          // §8 logs the failure; the member is told too, and keeps what they typed.
          console.error(BUG_TEXT.submitErrorLog, error);
          if (error instanceof ApiError) {
            for (const field of FIELDS) {
              const message = error.fieldErrors[field];
              if (message) form.setError(field, { message });
            }
          }
        },
      });
    },
    () => console.warn(BUG_TEXT.invalidLog),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={BUG_TEXT.title}
          withAsterisk
          autoComplete="off"
          {...register('title')}
          error={errors.title?.message}
        />
        <Textarea
          label={BUG_TEXT.description}
          withAsterisk
          autosize
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
        <Textarea
          label={BUG_TEXT.steps}
          autosize
          minRows={3}
          maxRows={10}
          {...register('steps')}
          error={errors.steps?.message}
        />
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

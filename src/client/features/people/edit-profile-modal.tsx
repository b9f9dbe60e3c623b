/**
 * The member's own profile form: name, about and contact details, checked by the contract's
 * schema (§5 messages) before it goes and by the same schema on the server. E-mail is not
 * here: a new address would need verifying.
 */
import { zodResolver } from '../../lib/i18n/form-resolver';
import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { Modal } from '../../components/overlays/modal';
import { notifications } from '@mantine/notifications';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { AUTH_TEXT } from '../../../contract/messages';
import { userUpdateSchema, type ContactUser } from '../../../contract/users';
import { PROFILE_LIMITS } from '../../../contract/users-constants';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/errors';
import { useUpdateProfile, type ProfileEdit } from './api';
import { PEOPLE_TEXT } from './texts';
import { markServerFieldErrors, oneOf } from '../../lib/server-field-errors';
import { GrowingTextarea } from '../../components/growing-textarea';

export const profileFormSchema = userUpdateSchema
  .pick({ fullName: true, about: true, contact: true, address: true, dob: true, gender: true })
  .required();
type ProfileFormInput = z.input<typeof profileFormSchema>;

const FIELDS = ['fullName', 'about', 'contact', 'address', 'dob', 'gender'] as const;

/** Whether the server's refusal named one of the form's fields (shown under it). */
function placedUnderFields(error: unknown): boolean {
  return error instanceof ApiError && FIELDS.some((field) => error.fieldErrors[field]);
}

export function EditProfileModal({
  member,
  about,
  opened,
  onClose,
}: {
  member: ContactUser;
  about: string;
  opened: boolean;
  onClose: () => void;
}) {
  const update = useUpdateProfile(member.id);
  const {
    register,
    handleSubmit,
    setError,
    control,
    reset,
    formState: { errors },
  } = useForm<ProfileFormInput, unknown, ProfileEdit>({
    resolver: zodResolver(profileFormSchema),
    values: {
      fullName: member.fullName,
      about,
      contact: member.contact,
      address: member.address,
      dob: member.dob,
      gender: member.gender,
    },
  });
  const aboutText = useWatch({ control, name: 'about' }) ?? '';
  const close = () => {
    reset();
    update.reset();
    onClose();
  };

  const save = handleSubmit((changes) =>
    update.mutateAsync(changes).then(
      () => {
        notifications.show({ color: 'teal', message: PEOPLE_TEXT.saved });
        onClose();
      },
      (error: unknown) => {
        // The server's field messages go under their fields; anything else above the buttons.
        markServerFieldErrors(setError, error, oneOf(FIELDS));
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={close} title={PEOPLE_TEXT.editTitle} size="lg">
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={PEOPLE_TEXT.fullName}
            required
            error={errors.fullName?.message}
            {...register('fullName')}
          />
          <GrowingTextarea
            label={PEOPLE_TEXT.about}
            description={PEOPLE_TEXT.aboutHint(PROFILE_LIMITS.aboutMaxLength)}
            minRows={3}
            maxRows={8}
            error={errors.about?.message}
            rightSection={
              <span aria-hidden style={{ fontSize: 11, alignSelf: 'flex-end', paddingBottom: 6 }}>
                {aboutText.length}/{PROFILE_LIMITS.aboutMaxLength}
              </span>
            }
            rightSectionWidth={64}
            {...register('about')}
          />
          <TextInput
            label={PEOPLE_TEXT.email}
            value={member.email}
            readOnly
            variant="filled"
            description={PEOPLE_TEXT.emailFixed}
          />
          <TextInput
            label={AUTH_TEXT.labels.phoneNumber}
            type="tel"
            required
            error={errors.contact?.message}
            {...register('contact')}
          />
          <TextInput
            label={AUTH_TEXT.labels.address}
            required
            error={errors.address?.message}
            {...register('address')}
          />
          <Group grow align="flex-start">
            <TextInput
              label={AUTH_TEXT.labels.dob}
              type="date"
              required
              error={errors.dob?.message}
              {...register('dob')}
            />
            <NativeSelect
              label={AUTH_TEXT.labels.gender}
              data={AUTH_TEXT.genderOptions.filter((option) => option.value !== '')}
              error={errors.gender?.message}
              {...register('gender')}
            />
          </Group>
          {update.isError && !placedUnderFields(update.error) && (
            <Alert color="red" variant="light">
              {errorMessage(update.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {PEOPLE_TEXT.cancel}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {PEOPLE_TEXT.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '../../lib/i18n/form-resolver';
import { useForm } from 'react-hook-form';
import { repairBookingInputSchema, type RepairBookingInput } from '../../../contract/repairs';
import { REPAIR_LIMITS } from '../../../contract/repairs-constants';
import { errorMessage } from '../../lib/errors';
import { useBookRepair } from './api';
import { SDCBIKEWALA_TEXT } from './texts';
import { clubDayKey } from '../../lib/dates';
import { markServerFieldErrors, oneOf } from '../../lib/server-field-errors';
import { GrowingTextarea } from '../../components/growing-textarea';
import { TimeField } from '../../components/time-field';

type Field = keyof RepairBookingInput;
const FIELDS: Field[] = ['name', 'phone', 'address', 'date', 'time', 'issue'];

/** Today on the club's calendar, as the date picker's earliest day. */
function today(): string {
  return clubDayKey(new Date());
}

/**
 * Books a repair at the sponsor shop. The server checks every field again (and that the day is
 * neither past nor too far ahead); its marks land on the fields they name.
 */
export default function RepairForm({
  defaults,
  onBooked,
}: {
  defaults: Partial<RepairBookingInput>;
  onBooked: () => void;
}) {
  const empty: RepairBookingInput = {
    name: '',
    phone: '',
    address: '',
    date: '',
    time: '',
    issue: '',
    ...defaults,
  };
  const form = useForm<RepairBookingInput>({
    resolver: zodResolver(repairBookingInputSchema),
    defaultValues: empty,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const book = useBookRepair();

  const submit = form.handleSubmit((input) => {
    if (book.isPending) return;
    book.mutate(input, {
      onSuccess: () => {
        form.reset(empty);
        onBooked();
      },
      onError: (error) => void markServerFieldErrors(form.setError, error, oneOf(FIELDS)),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={SDCBIKEWALA_TEXT.bookTab}>
      <Stack gap="sm">
        {book.isSuccess && (
          <Alert color="green" variant="light" role="status">
            {SDCBIKEWALA_TEXT.booked}
          </Alert>
        )}
        {book.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(book.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={SDCBIKEWALA_TEXT.name}
            withAsterisk
            autoComplete="name"
            maxLength={REPAIR_LIMITS.nameMaxLength}
            {...register('name')}
            error={errors.name?.message}
          />
          <TextInput
            label={SDCBIKEWALA_TEXT.phone}
            withAsterisk
            type="tel"
            autoComplete="tel"
            maxLength={REPAIR_LIMITS.phoneMaxLength}
            {...register('phone')}
            error={errors.phone?.message}
          />
        </SimpleGrid>
        <TextInput
          label={SDCBIKEWALA_TEXT.address}
          withAsterisk
          autoComplete="street-address"
          maxLength={REPAIR_LIMITS.addressMaxLength}
          {...register('address')}
          error={errors.address?.message}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label={SDCBIKEWALA_TEXT.date}
            withAsterisk
            type="date"
            min={today()}
            {...register('date')}
            error={errors.date?.message}
          />
          <TimeField
            label={SDCBIKEWALA_TEXT.time}
            pickerLabel={SDCBIKEWALA_TEXT.timePicker}
            withAsterisk
            {...register('time')}
            error={errors.time?.message}
          />
        </SimpleGrid>
        <GrowingTextarea
          label={SDCBIKEWALA_TEXT.issue}
          placeholder={SDCBIKEWALA_TEXT.issuePlaceholder}
          withAsterisk
          minRows={3}
          maxRows={8}
          maxLength={REPAIR_LIMITS.issueMaxLength}
          {...register('issue')}
          error={errors.issue?.message}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={book.isPending}>
            {SDCBIKEWALA_TEXT.book}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

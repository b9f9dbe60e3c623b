/**
 * A form whose check loads late: a submit made before the check's code came waits for it and
 * is then checked as usual; the code is asked for once however often the form checks.
 */
import { zodResolver } from './i18n/form-resolver';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyResolver } from './lazy-resolver';

const schema = z.object({ title: z.string().min(1, 'A title, please') });
type Values = z.infer<typeof schema>;

function Form({
  resolver,
  onValid,
}: {
  resolver: ReturnType<typeof lazyResolver<Values>>;
  onValid: (values: Values) => void;
}) {
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver,
    defaultValues: { title: '' },
  });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <input aria-label="Title" {...register('title')} />
      {formState.errors.title && <p role="alert">{formState.errors.title.message}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

describe('lazyResolver', () => {
  it('holds a submit made before the check came, then checks it', async () => {
    let arrive: () => void = () => {};
    const came = new Promise<void>((resolve) => (arrive = resolve));
    const load = vi.fn(() => came.then(() => zodResolver(schema)));
    const resolver = lazyResolver<Values>(load);
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<Form resolver={resolver} onValid={onValid} />);
    void resolver.preload();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('alert')).toHaveTextContent('A title, please');

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Chain slips');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ title: 'Chain slips' }, expect.anything()),
    );
    expect(load).toHaveBeenCalledTimes(1);
  });
});

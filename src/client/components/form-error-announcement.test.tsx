/**
 * The polite live region for form mistakes: fields that turn invalid together are said in one
 * sentence, by their names and errors (not their hints), the same mistake twice is said twice,
 * and a field corrected says nothing.
 */
import { Button, MantineProvider, TextInput } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormErrorAnnouncement } from './form-error-announcement';

function Form() {
  const [errors, setErrors] = useState<{ title?: string; place?: string }>({});
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <TextInput label="Title" required description="What riders see first" error={errors.title} />
      <TextInput label="Meeting place" error={errors.place} />
      <Button onClick={() => setErrors({ title: 'Enter a title.', place: 'Say where to meet.' })}>
        Save
      </Button>
      <Button onClick={() => setErrors({})}>Correct</Button>
    </form>
  );
}

function renderForm() {
  render(
    <MantineProvider>
      <Form />
      <FormErrorAnnouncement />
    </MantineProvider>,
  );
  return { user: userEvent.setup(), region: screen.getByRole('status') };
}

describe('FormErrorAnnouncement', () => {
  it('says every field that turned invalid, by its name and error, politely', async () => {
    const { user, region } = renderForm();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region.textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(region.textContent).toBe('Title: Enter a title. Meeting place: Say where to meet.'),
    );
    // The focus stays where the member is.
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('says the same mistakes again when they are made again, and nothing when corrected', async () => {
    const { user, region } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/^Title: Enter a title\./);
    const heard: string[] = [];
    new MutationObserver(() => heard.push(region.textContent ?? '')).observe(region, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    await user.click(screen.getByRole('button', { name: 'Correct' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Said again, as a new node: a screen reader hears it.
    expect(heard).toEqual(['Title: Enter a title. Meeting place: Say where to meet.']);
  });
});

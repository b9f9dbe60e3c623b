/**
 * The polite live region for form mistakes: fields whose messages appear together are named in
 * one sentence (text fields and radio groups alike), without repeating their messages; the
 * same mistakes made again are said again, and a corrected field says nothing.
 */
import { Button, MantineProvider, Radio, TextInput } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormErrorAnnouncement } from './form-error-announcement';

interface Errors {
  title?: string;
  place?: string;
  severity?: string;
}

const ALL_WRONG: Errors = {
  title: 'Enter a title.',
  place: 'Say where to meet.',
  severity: 'Pick a severity.',
};

function Form() {
  const [errors, setErrors] = useState<Errors>({});
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <TextInput label="Title" required description="What riders see first" error={errors.title} />
      <TextInput aria-label="Meeting place" error={errors.place} />
      <Radio.Group label="Severity" required error={errors.severity}>
        <Radio value="low" label="Low" />
        <Radio value="high" label="High" />
      </Radio.Group>
      <Button onClick={() => setErrors(ALL_WRONG)}>Save</Button>
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

const SENTENCE = '3 fields need attention: Title, Meeting place, Severity.';

describe('FormErrorAnnouncement', () => {
  it('names every field that shows a mistake, radio groups too, politely and once', async () => {
    const { user, region } = renderForm();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region.textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(region.textContent).toBe(SENTENCE));
    // Each message is on the page once: beside its field, not again in the region.
    expect(screen.getAllByText('Pick a severity.')).toHaveLength(1);
    // The focus stays where the member is.
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('says mistakes made before it came, as it comes (it loads once the page has settled)', async () => {
    function Late() {
      const [ready, setReady] = useState(false);
      return (
        <>
          <Form />
          <Button onClick={() => setReady(true)}>Settle</Button>
          {ready && <FormErrorAnnouncement />}
        </>
      );
    }
    render(
      <MantineProvider>
        <Late />
      </MantineProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Settle' }));
    const region = screen.getByRole('status');
    // The region is in the page before its words, so a screen reader hears them.
    expect(region.textContent).toBe('');
    await waitFor(() => expect(region.textContent).toBe(SENTENCE));
  });

  it('says the mistakes again when they are made again, and nothing when corrected', async () => {
    const { user, region } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(region.textContent).toBe(SENTENCE));
    const heard: string[] = [];
    new MutationObserver(() => heard.push(region.textContent ?? '')).observe(region, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    await user.click(screen.getByRole('button', { name: 'Correct' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Corrected, the region says nothing, and no longer holds the old words either.
    expect(heard.filter(Boolean)).toEqual([]);
    expect(region.textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Said again, as a new node: a screen reader hears it.
    expect(heard.filter(Boolean)).toEqual([SENTENCE]);
  });

  it('lets go of the words once the form that made them is gone (sent, or left)', async () => {
    function Closing() {
      const [open, setOpen] = useState(true);
      return (
        <>
          {open && <Form />}
          <Button onClick={() => setOpen(false)}>Done</Button>
          <FormErrorAnnouncement />
        </>
      );
    }
    render(
      <MantineProvider>
        <Closing />
      </MantineProvider>,
    );
    const user = userEvent.setup();
    const region = screen.getByRole('status');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(region.textContent).toBe(SENTENCE));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(region.textContent).toBe(''), { timeout: 1000 });
  });
});

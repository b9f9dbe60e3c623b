/** The server's field messages land under the form's fields (a real react-hook-form form). */
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { markServerFieldErrors, oneOf } from './server-field-errors';

interface Ride {
  title: string;
  place: string;
}

function refusal(fieldErrors: Record<string, string>) {
  return new ApiError(422, 'Please check the marked fields.', {
    message: 'Please check the marked fields.',
    fieldErrors,
  });
}

describe('markServerFieldErrors', () => {
  it('puts each message under its field and counts them', () => {
    const { result } = renderHook(() => useForm<Ride>());
    let marked = 0;
    act(() => {
      marked = markServerFieldErrors(
        result.current.setError,
        refusal({ title: 'Enter a title.', place: 'Say where to meet.' }),
      );
    });
    expect(marked).toBe(2);
    expect(result.current.getFieldState('title').error?.message).toBe('Enter a title.');
    expect(result.current.getFieldState('place').error?.message).toBe('Say where to meet.');
  });

  it('leaves out what the form has no field for, and anything that is not a refusal', () => {
    const { result } = renderHook(() => useForm<Ride>());
    let marked = 0;
    act(() => {
      marked = markServerFieldErrors(
        result.current.setError,
        refusal({ title: 'Enter a title.', sponsorSellerId: 'No such seller.' }),
        oneOf(['title', 'place'] as const),
      );
    });
    expect(marked).toBe(1);
    expect(result.current.getFieldState('title').error?.message).toBe('Enter a title.');
    expect(markServerFieldErrors(result.current.setError, new TypeError('Failed to fetch'))).toBe(
      0,
    );
    expect(result.current.getFieldState('place').error).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { AUTH_TEXT } from '../../contract/messages';
import { ApiError } from './api-client';
import { errorMessage, safeRedirectPath, shownError } from './errors';

describe('safeRedirectPath', () => {
  it('keeps paths of this site', () => {
    expect(safeRedirectPath('/home')).toBe('/home');
    expect(safeRedirectPath('/dashboard/ROLE_USER?tab=orders#top')).toBe(
      '/dashboard/ROLE_USER?tab=orders#top',
    );
  });
  it('drops anything that could lead to another site', () => {
    for (const value of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'home',
      '',
      undefined,
      42,
    ]) {
      expect(safeRedirectPath(value)).toBeUndefined();
    }
  });
});

describe('shownError', () => {
  it('hides the message of an empty field (§5)', () => {
    expect(shownError('', 'At least 3 characters')).toBeUndefined();
    expect(shownError('  ', 'At least 3 characters')).toBeUndefined();
    expect(shownError('Al', 'At least 3 characters')).toBe('At least 3 characters');
  });
});

describe('errorMessage', () => {
  it("gives the server's message, or says the server was not reached", () => {
    expect(errorMessage(new ApiError(429, 'Too many requests.'))).toBe('Too many requests.');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(AUTH_TEXT.noConnection);
  });
});

import { describe, expect, it } from 'vitest';
import { chatTextSchema, CHAT_LIMITS, sendableChatText } from './chat';

describe('sendableChatText', () => {
  it('takes exactly what the server’s schema takes, trimmed as it trims', () => {
    const samples = [
      '',
      '   ',
      '\n\t',
      'Hi',
      '  Wait at the bridge \n',
      'x'.repeat(CHAT_LIMITS.textMaxLength),
      ` ${'x'.repeat(CHAT_LIMITS.textMaxLength)} `,
      'x'.repeat(CHAT_LIMITS.textMaxLength + 1),
      '🚲'.repeat(CHAT_LIMITS.textMaxLength / 2 + 1),
      '🚲'.repeat(CHAT_LIMITS.textMaxLength),
      '🚲'.repeat(CHAT_LIMITS.textMaxLength + 1),
    ];
    for (const text of samples) {
      const parsed = chatTextSchema.safeParse(text);
      expect(sendableChatText(text)).toBe(parsed.success ? parsed.data : null);
    }
  });
});

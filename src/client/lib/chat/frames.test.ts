import { describe, expect, it } from 'vitest';
import { FRAME_SHAPES, readFrame } from './frames';

const sender = { id: 3, username: 'rider1', fullName: 'Rahim Uddin', profilePicture: null };

describe('readFrame', () => {
  it('reads a room message with its sender, with or without a picture', () => {
    const message = { id: 7, text: 'Wait at the bridge', sender, sentAt: '2026-11-27T07:00:00Z' };
    expect(readFrame(JSON.stringify(message), FRAME_SHAPES.chatMessage)).toEqual(message);
    const pictured = { ...message, sender: { ...sender, profilePicture: { url: '/p/1.webp' } } };
    expect(readFrame(JSON.stringify(pictured), FRAME_SHAPES.chatMessage)).toEqual(pictured);
  });

  it('refuses a frame missing a field, or with one of the wrong kind', () => {
    const message = { id: 7, text: 'Hi', sender, sentAt: '2026-11-27T07:00:00Z' };
    const { sentAt: _left, ...noTime } = message;
    expect(() => readFrame(JSON.stringify(noTime), FRAME_SHAPES.chatMessage)).toThrow();
    const badId = { ...message, id: 7.5 };
    expect(() => readFrame(JSON.stringify(badId), FRAME_SHAPES.chatMessage)).toThrow();
    const badSender = { ...message, sender: { ...sender, profilePicture: 'x' } };
    expect(() => readFrame(JSON.stringify(badSender), FRAME_SHAPES.chatMessage)).toThrow();
    expect(() => readFrame('null', FRAME_SHAPES.notice)).toThrow();
    expect(() => readFrame('not json', FRAME_SHAPES.notice)).toThrow();
  });

  it('takes a refusal with or without the receipt it answers', () => {
    const refusal = { destination: '/app/sendMessage', message: 'Too long' };
    expect(readFrame(JSON.stringify(refusal), FRAME_SHAPES.refusal)).toEqual(refusal);
    const answered = { ...refusal, receiptId: 'chat-1' };
    expect(readFrame(JSON.stringify(answered), FRAME_SHAPES.refusal)).toEqual(answered);
    expect(() =>
      readFrame(JSON.stringify({ ...refusal, receiptId: 4 }), FRAME_SHAPES.refusal),
    ).toThrow();
  });

  it('reads unread changes and conversation messages as the server sends them', () => {
    const change = { conversationId: 2, unreadCount: 1, total: 4 };
    expect(readFrame(JSON.stringify(change), FRAME_SHAPES.unreadChange)).toEqual(change);
    expect(() =>
      readFrame(JSON.stringify({ ...change, total: '4' }), FRAME_SHAPES.unreadChange),
    ).toThrow();
    const message = { id: 1, conversationId: 2, text: 'Hi', sender, sentAt: '2026-11-27T07:00Z' };
    expect(readFrame(JSON.stringify(message), FRAME_SHAPES.conversationMessage)).toEqual(message);
  });
});

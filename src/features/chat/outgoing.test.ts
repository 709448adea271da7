import type { ChatMessage } from '@/api/contract/domain';
import { stillOnTheirWay, type OutgoingMessage } from './outgoing';

const PEER = 'u-peer';
const ME = 'u-me';

const stored = (id: string, text: string, fromId = ME): ChatMessage => ({
  id,
  conversationId: 'c-1',
  fromId,
  text,
  at: '2026-11-28T10:00:00.000Z',
  readAt: null,
});

const sending = (
  key: string,
  text: string,
  seen: string[],
  status: OutgoingMessage['status'] = 'sending',
) => ({
  key,
  to: PEER,
  text,
  at: '2026-11-28T10:00:00.000Z',
  status,
  seen,
});

describe('messages on their way in the chat app', () => {
  test('a message whose stored copy a poll brought first is shown once, as stored', () => {
    const before = [stored('m-1', 'Bom dia!')];
    const pending = [sending('k-1', 'Oi', ['m-1'])];
    expect(stillOnTheirWay(pending, before, PEER)).toEqual(pending);
    expect(stillOnTheirWay(pending, [...before, stored('m-2', 'Oi')], PEER)).toEqual([]);
  });

  test('an earlier message with the same text, or one from the other side, is not its copy', () => {
    const thread = [stored('m-1', 'ok'), stored('m-2', 'ok', PEER)];
    const pending = [sending('k-1', 'ok', ['m-1'])];
    expect(stillOnTheirWay(pending, thread, PEER)).toEqual(pending);
  });

  test('two sends of the same text each need their own copy', () => {
    const pending = [sending('k-1', 'ok', []), sending('k-2', 'ok', [])];
    expect(stillOnTheirWay(pending, [stored('m-1', 'ok')], PEER)).toEqual([pending[1]]);
    expect(stillOnTheirWay(pending, [stored('m-1', 'ok'), stored('m-2', 'ok')], PEER)).toEqual([]);
  });

  test('a refused message keeps its retry even when a copy seems to be there', () => {
    const failed = [sending('k-1', 'Oi', [], 'failed')];
    expect(stillOnTheirWay(failed, [stored('m-1', 'Oi')], PEER)).toEqual(failed);
  });
});

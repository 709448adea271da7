import { EMPTY_HISTORY, HISTORY_LIMIT, recorded, redone, undone } from './avatarHistory';
import { DEFAULT_AVATAR, type AvatarOptions } from './avatarParts';

const A = DEFAULT_AVATAR;
const B: AvatarOptions = { ...A, hair: 'variant24' };
const C: AvatarOptions = { ...B, eyes: 'variant13' };

describe('undo and redo', () => {
  test('undo walks back through what was shown, redo forward again', () => {
    // A → B → C
    const history = recorded(recorded(EMPTY_HISTORY, A), B);
    const back = undone(history, C);
    expect(back?.options).toEqual(B);
    const backAgain = back && undone(back.history, back.options);
    expect(backAgain?.options).toEqual(A);
    expect(backAgain && undone(backAgain.history, backAgain.options)).toBeNull();

    const forward = backAgain && redone(backAgain.history, backAgain.options);
    expect(forward?.options).toEqual(B);
    const forwardAgain = forward && redone(forward.history, forward.options);
    expect(forwardAgain?.options).toEqual(C);
    expect(forwardAgain && redone(forwardAgain.history, forwardAgain.options)).toBeNull();
  });

  test('a new choice after an undo drops the redo stack', () => {
    const back = undone(recorded(EMPTY_HISTORY, A), B);
    expect(back?.history.future).toEqual([B]);
    const after = back && recorded(back.history, back.options);
    expect(after).toEqual({ past: [A], future: [] });
  });

  test(`only the last ${HISTORY_LIMIT} steps are kept`, () => {
    let history = EMPTY_HISTORY;
    for (let i = 0; i < HISTORY_LIMIT + 10; i++) history = recorded(history, i % 2 ? A : B);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
  });
});

import {
  denseChanged,
  iconVariantChanged,
  maxStackChanged,
  snackbarClosed,
  snackbarOpened,
  snackbarSlice,
  type SnackbarState,
} from './snackbarSlice';

const reducer = snackbarSlice.reducer;
const initial = () => reducer(undefined, { type: '@@test/init' });

describe('snackbar slice', () => {
  it('starts closed with the default message, variant and a stack of 3', () => {
    const state = initial();
    expect(state.open).toBe(false);
    expect(state.message).toBe('Note archived');
    expect(state.variant).toBe('default');
    expect(state.maxStack).toBe(3);
    expect(state.close).toBe(true);
    expect(state.actionButton).toBe(false);
    expect(state.dense).toBe(false);
    expect(state.iconVariant).toBe('usedefault');
  });

  it('snackbarOpened opens with the given fields', () => {
    const state = reducer(
      initial(),
      snackbarOpened({
        message: 'Evento salvo',
        variant: 'alert',
        severity: 'success',
        alert: { color: 'success', variant: 'outlined' },
        transition: 'SlideUp',
        anchorOrigin: { vertical: 'top', horizontal: 'center' },
        close: false,
      }),
    );
    expect(state).toMatchObject({
      open: true,
      message: 'Evento salvo',
      variant: 'alert',
      severity: 'success',
      alert: { color: 'success', variant: 'outlined' },
      transition: 'SlideUp',
      anchorOrigin: { vertical: 'top', horizontal: 'center' },
      close: false,
    });
  });

  it('snackbarOpened returns unspecified fields to their defaults but keeps maxStack, dense and iconVariant', () => {
    let state = reducer(initial(), maxStackChanged(5));
    state = reducer(state, denseChanged(true));
    state = reducer(state, iconVariantChanged('hide'));
    state = reducer(
      state,
      snackbarOpened({
        message: 'Primeira',
        variant: 'alert',
        severity: 'error',
        transition: 'Grow',
        close: false,
        actionButton: true,
      }),
    );
    state = reducer(state, snackbarClosed());

    const next = reducer(state, snackbarOpened({ message: 'Segunda' }));
    const expected: SnackbarState = {
      ...initial(),
      open: true,
      message: 'Segunda',
      maxStack: 5,
      dense: true,
      iconVariant: 'hide',
    };
    expect(next).toEqual(expected);
  });

  it('snackbarOpened with nothing given shows the default message', () => {
    const state = reducer(reducer(initial(), snackbarOpened({ message: 'Outra' })), snackbarOpened({}));
    expect(state).toEqual({ ...initial(), open: true });
  });

  it('snackbarClosed closes and keeps the rest', () => {
    const opened = reducer(initial(), snackbarOpened({ message: 'Salvo', severity: 'success' }));
    const closed = reducer(opened, snackbarClosed());
    expect(closed).toEqual({ ...opened, open: false });
  });

  it('maxStackChanged sets how many notifications stack, never fewer than 1', () => {
    expect(reducer(initial(), maxStackChanged(5)).maxStack).toBe(5);
    expect(reducer(initial(), maxStackChanged(2.6)).maxStack).toBe(3);
    expect(reducer(initial(), maxStackChanged(0)).maxStack).toBe(1);
    expect(reducer(initial(), maxStackChanged(-4)).maxStack).toBe(1);
  });
});

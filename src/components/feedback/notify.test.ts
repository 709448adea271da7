import {
  connectNotifier,
  forgetNotices,
  notify,
  noticesAsked,
  subscribeToNotices,
  type Notice,
} from './notify';

describe('notify', () => {
  it('keeps notices until the notifier connects, tells its host once, then delivers as they come', () => {
    const told = vi.fn();
    const unsubscribe = subscribeToNotices(told);
    expect(noticesAsked()).toBe(false);

    notify('Salvo.', 'success');
    notify('Sem conexão.', 'error');
    expect(told).toHaveBeenCalledTimes(2);
    expect(noticesAsked()).toBe(true);

    const shown: Notice[] = [];
    const disconnect = connectNotifier((notice) => shown.push(notice));
    expect(shown).toEqual([
      { message: 'Salvo.', variant: 'success' },
      { message: 'Sem conexão.', variant: 'error' },
    ]);

    notify('Enviado.');
    expect(shown.at(-1)).toEqual({ message: 'Enviado.', variant: 'info' });
    expect(told).toHaveBeenCalledTimes(2);

    disconnect();
    unsubscribe();
    expect(noticesAsked()).toBe(false);
  });

  it('forgets the notices nobody was there to show', () => {
    notify('Perdido.');
    expect(noticesAsked()).toBe(true);
    forgetNotices();
    expect(noticesAsked()).toBe(false);
    const shown: Notice[] = [];
    const disconnect = connectNotifier((notice) => shown.push(notice));
    expect(shown).toEqual([]);
    disconnect();
  });
});

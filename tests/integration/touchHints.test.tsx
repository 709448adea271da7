import { screen, within } from '@testing-library/react';
import { renderApp, renderWithProviders, sessionState, stubScreenWidth, t } from '@tests/render';
import CopyField from '@/components/payment/CopyField';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';

// Keyboard hints ("Shift+Enter", arrow keys, "arraste") are for a keyboard and a mouse: a touch-only
// screen gets none, or the touch wording where a hint still helps.

vi.setConfig({ testTimeout: 120_000 });
const FIRST_LOAD = { timeout: 30_000 } as const;
const school = sessionState({ id: DEMO_IDS.school, role: '4', name: 'Escola Aurora', url_perfil: null });
const producer = sessionState({ id: DEMO_IDS.producer, role: '3', name: 'Paulo Produtor', url_perfil: null });

type Pointer = 'touch' | 'mouse';
const POINTERS: Pointer[] = ['touch', 'mouse'];
const screenFor = (pointer: Pointer) =>
  stubScreenWidth(pointer === 'touch' ? 360 : 1366, { touch: pointer === 'touch' });

async function asSchool(route: string) {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.school, '4'));
  return renderApp({ route, preloadedState: school });
}

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

describe('keyboard hints on touch screens', () => {
  test.each(POINTERS)('chat composer (%s): "Shift+Enter" only with a keyboard', async (pointer) => {
    screenFor(pointer);
    const conversation = db.tables.conversations.find((c) => c.participantIds.includes(DEMO_IDS.school));
    const peerId = conversation?.participantIds.find((p) => p !== DEMO_IDS.school) ?? '';
    await asSchool(`/empresa/chat?com=${peerId}`);
    expect(
      await screen.findByRole('textbox', { name: t('chat.composer.label') }, FIRST_LOAD),
    ).toBeInTheDocument();
    if (pointer === 'touch') expect(screen.queryByText(t('chat.composer.help'))).not.toBeInTheDocument();
    else expect(screen.getByText(t('chat.composer.help'))).toBeVisible();
  });

  test.each(POINTERS)('class check-in (%s): the keys, or what a tap does', async (pointer) => {
    screenFor(pointer);
    await asSchool(`/empresa/check-in-aulas?turma=class-01a&data=${today()}`);
    const grid = await screen.findByRole('grid', {}, FIRST_LOAD);
    const help = document.getElementById(grid.getAttribute('aria-describedby') ?? '');
    const [shown, hidden] =
      pointer === 'touch'
        ? ['attendance.roster.touchHelp', 'attendance.roster.keyboardHelp']
        : ['attendance.roster.keyboardHelp', 'attendance.roster.touchHelp'];
    expect(help).toHaveTextContent(t(shown));
    expect(screen.queryByText(t(hidden))).not.toBeInTheDocument();
  });

  test.each(POINTERS)('door check-in (%s): "aperte Enter" only with a keyboard', async (pointer) => {
    screenFor(pointer);
    localStorage.setItem('serviceToken', await signToken(DEMO_IDS.producer, '3'));
    renderApp({ route: '/produtor/eventos/ev-0001/check-in', preloadedState: producer });
    const field = await screen.findByRole('textbox', { name: t('producerOps.codeEntry.label') }, FIRST_LOAD);
    expect(field).toHaveAccessibleDescription(
      t(pointer === 'touch' ? 'producerOps.codeEntry.help.touch' : 'producerOps.codeEntry.help'),
    );
  });

  test.each(POINTERS)('student import (%s): "arraste" only with a mouse', async (pointer) => {
    screenFor(pointer);
    const { user } = await asSchool('/empresa/gestao-alunos');
    await user.click(await screen.findByRole('button', { name: t('students.import.open') }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: t('students.import.title') }, FIRST_LOAD);
    const [shown, hidden] =
      pointer === 'touch'
        ? ['students.import.pick.touch', 'students.import.pick']
        : ['students.import.pick', 'students.import.pick.touch'];
    expect(within(dialog).getByText(t(shown))).toBeVisible();
    expect(within(dialog).queryByText(t(hidden))).not.toBeInTheDocument();
  });

  test.each(POINTERS)('a code that could not be copied (%s): Ctrl+C, or touch and hold', async (pointer) => {
    screenFor(pointer);
    const { user } = renderWithProviders(
      <CopyField labelId="payment.pix.code" value="00020126BR.GOV.BCB.PIX" />,
    );
    // No clipboard permission (user-event puts its own clipboard in place when it starts).
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: t('payment.copy.button') }));
    const [shown, hidden] =
      pointer === 'touch'
        ? ['payment.copy.manual.touch', 'payment.copy.manual']
        : ['payment.copy.manual', 'payment.copy.manual.touch'];
    expect(await screen.findByText(t(shown))).toBeVisible();
    expect(screen.queryByText(t(hidden))).not.toBeInTheDocument();
  });
});

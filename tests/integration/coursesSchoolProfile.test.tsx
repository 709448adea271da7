import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LAZY_LOAD, renderApp, sessionState, t } from '@tests/render';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { server } from '@/mocks/node';

type User = ReturnType<typeof renderApp>['user'];
const school = sessionState({ id: DEMO_IDS.school, role: '4', name: 'Escola Aurora', url_perfil: null });
const SLOW = 60_000;

async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  if (text) await user.paste(text);
}

async function openProfile() {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.school, '4'));
  const app = renderApp({ route: '/empresa/gestao-escola', preloadedState: school });
  expect(
    await screen.findByRole('heading', { level: 1, name: t('route.company.school') }, LAZY_LOAD),
  ).toBeInTheDocument();
  await screen.findByRole('textbox', { name: /Nome da escola/ });
  return app;
}

const aurora = () => {
  const found = db.tables.schools.find((s) => s.id === DEMO_IDS.schoolId);
  if (!found) throw new Error('seed school');
  return found;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('school profile (/empresa/gestao-escola)', () => {
  test(
    'the preview follows what is typed, formats are checked, and saving updates the public page',
    async () => {
      const { user } = await openProfile();
      const preview = screen.getByRole('region', { name: t('courses.school.preview.title') });
      expect(within(preview).getByText(aurora().name)).toBeInTheDocument();
      expect(within(preview).getByText(aurora().about)).toBeInTheDocument();
      expect(
        screen.getByRole('link', { name: new RegExp(t('courses.school.preview.open')) }),
      ).toHaveAttribute('href', `/escolas/${DEMO_IDS.schoolId}`);

      await fill(user, screen.getByRole('textbox', { name: /Nome da escola/ }), 'Escola Aurora Bilíngue');
      expect(within(preview).getByText('Escola Aurora Bilíngue')).toBeInTheDocument();
      expect(within(preview).getByText(t('courses.school.preview.unsaved'))).toBeInTheDocument();
      await fill(
        user,
        screen.getByRole('textbox', { name: /Sobre a escola/ }),
        'Primeira linha.\nSegunda linha.',
      );
      expect(within(preview).getByText(/Primeira linha\.\s+Segunda linha\./)).toBeInTheDocument();

      const cep = screen.getByRole('textbox', { name: /CEP/ });
      await fill(user, cep, '0131');
      const phone = screen.getByRole('textbox', { name: /Telefone/ });
      await fill(user, phone, '11123');
      const website = screen.getByRole('textbox', { name: /Site/ });
      await fill(user, website, 'não é site');
      const instagram = screen.getByRole('textbox', { name: /Instagram/ });
      await fill(user, instagram, 'perfil com espaço');
      await user.click(screen.getByRole('button', { name: t('courses.school.save') }));
      expect(await screen.findByText(t('courses.validation.school.cep.invalid'))).toBeInTheDocument();
      expect(screen.getByText(t('courses.validation.school.phone.invalid'))).toBeInTheDocument();
      expect(screen.getByText(t('courses.validation.school.website.invalid'))).toBeInTheDocument();
      expect(screen.getByText(t('courses.validation.school.instagram.invalid'))).toBeInTheDocument();
      expect(aurora().name).toBe('Escola Aurora');

      await fill(user, cep, '01310100');
      expect(cep).toHaveValue('01310-100');
      await fill(user, phone, '1132654000');
      expect(phone).toHaveValue('(11) 3265-4000');
      await fill(user, website, 'aurora.edu.br');
      await fill(user, instagram, '@escola.aurora');
      expect(within(preview).getByText('@escola.aurora')).toBeInTheDocument();
      expect(within(preview).getByText('aurora.edu.br')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: t('courses.school.save') }));

      expect(await screen.findByText(t('courses.school.saved'))).toBeInTheDocument();
      expect(aurora()).toMatchObject({
        name: 'Escola Aurora Bilíngue',
        about: 'Primeira linha.\nSegunda linha.',
        address: { cep: '01310-100' },
        contact: { phone: '1132654000', website: 'https://aurora.edu.br', instagram: 'escola.aurora' },
      });
      expect(within(preview).getByText(t('courses.school.preview.saved'))).toBeInTheDocument();
    },
    SLOW,
  );

  test(
    'a chosen logo is resized in the browser, previewed and saved; a non-image is refused',
    async () => {
      vi.stubGlobal('createImageBitmap', () =>
        Promise.resolve({ width: 1024, height: 512, close: () => undefined }),
      );
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
        drawImage: () => undefined,
      } as unknown as CanvasRenderingContext2D);
      const drawn = 'data:image/jpeg;base64,TE9HTw==';
      vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(drawn);
      const { user } = await openProfile();

      const input = screen.getByLabelText(t('courses.school.chooseLogo'));
      fireEvent.change(input, {
        target: { files: [new File(['%PDF'], 'contrato.pdf', { type: 'application/pdf' })] },
      });
      expect(await screen.findByText(t('courses.school.logoNotImage'))).toBeInTheDocument();

      fireEvent.change(input, { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
      await waitFor(() =>
        expect(screen.getByRole('img', { name: t('courses.school.logoAlt') })).toHaveAttribute('src', drawn),
      );
      await user.click(screen.getByRole('button', { name: t('courses.school.save') }));
      expect(await screen.findByText(t('courses.school.saved'))).toBeInTheDocument();
      expect(aurora().logoUrl).toBe(drawn);
    },
    SLOW,
  );

  test(
    'leaving with unsaved changes asks first',
    async () => {
      const { user, router } = await openProfile();
      await fill(user, screen.getByRole('textbox', { name: /Cidade/ }), 'Campinas');
      await router.navigate('/empresa/cursos');
      const prompt = await screen.findByRole('dialog', { name: t('common.unsaved.title') });
      await user.click(within(prompt).getByRole('button', { name: t('common.cancel') }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(router.state.location.pathname).toBe('/empresa/gestao-escola');
      expect(screen.getByRole('textbox', { name: /Cidade/ })).toHaveValue('Campinas');
    },
    SLOW,
  );

  test(
    'a failed load says so and retries',
    async () => {
      server.use(
        http.get(
          '*/api/School/mine',
          () => HttpResponse.json({ flag: false, msg: 'Fora do ar' }, { status: 503 }),
          {
            once: true,
          },
        ),
      );
      localStorage.setItem('serviceToken', await signToken(DEMO_IDS.school, '4'));
      const { user } = renderApp({ route: '/empresa/gestao-escola', preloadedState: school });
      expect(await screen.findByText('Fora do ar', {}, LAZY_LOAD)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: t('common.retry') }));
      expect(await screen.findByRole('textbox', { name: /Nome da escola/ })).toHaveValue(aurora().name);
    },
    SLOW,
  );
});

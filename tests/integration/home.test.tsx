import { screen } from '@testing-library/react';
import { renderApp } from '@tests/render';

test('home page renders in pt-BR by default', async () => {
  renderApp({ route: '/' });
  expect(
    await screen.findByRole('heading', { level: 1, name: /Eventos, cursos e a vida escolar/ }),
  ).toBeInTheDocument();
});

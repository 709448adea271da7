import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, t } from '../../../tests/render';
import TitledSection from './TitledSection';

describe('TitledSection', () => {
  it('is a region named by its h2, holding its content', () => {
    renderWithProviders(
      <TitledSection titleId="events.event.about">
        <p>Uma tarde de música no parque.</p>
      </TitledSection>,
    );
    const section = screen.getByRole('region', { name: t('events.event.about') });
    expect(within(section).getByRole('heading', { level: 2, name: t('events.event.about') })).toBeVisible();
    expect(within(section).getByText('Uma tarde de música no parque.')).toBeVisible();
  });

  it('shows its action beside the heading, and keeps the h2 whatever the heading looks like', () => {
    renderWithProviders(
      <TitledSection
        titleId="family.welcome.nextEvents"
        headingVariant="h2"
        action={<button>Ver todos</button>}
      >
        <p>Nada ainda.</p>
      </TitledSection>,
    );
    const section = screen.getByRole('region', { name: t('family.welcome.nextEvents') });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      t('family.welcome.nextEvents'),
    );
    expect(within(section).getByRole('button', { name: 'Ver todos' })).toBeVisible();
  });
});

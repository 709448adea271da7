import MenuItem from '@mui/material/MenuItem';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import NativeSelectField from './NativeSelectField';
import SelectField from './SelectField';
import TextField from './TextField';

function Text({ error = false }: { error?: boolean }) {
  const [text, setText] = useState('');
  return (
    <TextField
      label="Nome do aluno"
      name="name"
      required
      error={error}
      helperText="Como está na certidão"
      value={text}
      onChange={(e) => setText(e.target.value)}
      slotProps={{ htmlInput: { maxLength: 5 } }}
    />
  );
}

describe('TextField', () => {
  it('is a box named by its label and described by its helper text, as MUI’s TextField is', async () => {
    const { user } = renderWithProviders(<Text />);
    const box = screen.getByRole('textbox', { name: /Nome do aluno/ });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('name', 'name');
    expect(box).toHaveAttribute('maxlength', '5');
    expect(box).toHaveAccessibleDescription('Como está na certidão');
    expect(box).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(box, 'Ana Beatriz');
    expect(box).toHaveValue('Ana B');
  });

  it('says it is in error', () => {
    renderWithProviders(<Text error />);
    expect(screen.getByRole('textbox', { name: /Nome do aluno/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('a multiline field is a text area', () => {
    renderWithProviders(<TextField label="Mensagem" multiline minRows={3} />);
    expect(screen.getByRole('textbox', { name: 'Mensagem' }).tagName).toBe('TEXTAREA');
  });
});

function Grade() {
  const [grade, setGrade] = useState('');
  return (
    <SelectField
      label="Série"
      helperText="A série deste ano"
      value={grade}
      onChange={(e) => setGrade(e.target.value)}
      name="grade"
    >
      <MenuItem value="1º ano">1º ano</MenuItem>
      <MenuItem value="2º ano">2º ano</MenuItem>
    </SelectField>
  );
}

describe('SelectField', () => {
  it('is a combobox named by its label; the chosen option is shown and submitted', async () => {
    const { user, container } = renderWithProviders(<Grade />);
    const select = screen.getByRole('combobox', { name: 'Série' });
    expect(select).toHaveAccessibleDescription('A série deste ano');
    await user.click(select);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '2º ano' }));
    expect(screen.getByRole('combobox', { name: 'Série' })).toHaveTextContent('2º ano');
    expect(container.querySelector('input[name="grade"]')).toHaveValue('2º ano');
  });
});

function City() {
  const [city, setCity] = useState('');
  return (
    <NativeSelectField
      label="Cidade"
      value={city}
      onChange={(e) => setCity(e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    >
      <option value="">Todas as cidades</option>
      <option value="Campinas">Campinas</option>
    </NativeSelectField>
  );
}

describe('NativeSelectField', () => {
  it('is the browser’s own select, named by its label', async () => {
    const { user } = renderWithProviders(<City />);
    const select = screen.getByRole('combobox', { name: 'Cidade' });
    expect(select.tagName).toBe('SELECT');
    await user.selectOptions(select, 'Campinas');
    expect(select).toHaveValue('Campinas');
  });
});

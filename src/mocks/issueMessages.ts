import type { z } from 'zod/mini';

/**
 * The mock server's words for a field the contract's schema refuses without a message of its own (a
 * bare `.min(1)`, a missing field, a wrong type): short pt-BR sentences, like the rest of the mock's
 * answers. Schemas that carry a message id keep it (the mock shows that id's pt-BR text), so these
 * only fill the gaps. Given per parse (`safeParse(body, { error })`), never globally: the app parses
 * the same schemas in the user's language.
 */

const number = new Intl.NumberFormat('pt-BR');
const show = (value: number | bigint) => number.format(value);

function count(n: number | bigint, one: string, many: string): string {
  return `${show(n)} ${Number(n) === 1 ? one : many}`;
}

const REQUIRED = 'Campo obrigatório.';
const INVALID = 'Valor inválido.';

const TYPES: Record<string, string> = {
  number: 'Informe um número.',
  int: 'Informe um número inteiro.',
  bigint: 'Informe um número inteiro.',
  string: 'Informe um texto.',
  boolean: 'Informe verdadeiro ou falso.',
  array: 'Informe uma lista.',
  object: 'Dados inválidos neste campo.',
  date: 'Informe uma data válida.',
};

const FORMATS: Record<string, string> = {
  email: 'E-mail inválido. Confira o endereço.',
  url: 'Endereço (URL) inválido.',
  datetime: 'Data e hora inválidas.',
  date: 'Data inválida.',
  time: 'Horário inválido.',
  uuid: 'Identificador inválido.',
  guid: 'Identificador inválido.',
};

function tooSmall(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall>): string {
  const { minimum, origin, inclusive, exact } = issue;
  switch (origin) {
    case 'number':
    case 'int':
    case 'bigint':
      if (inclusive) return `O valor mínimo é ${show(minimum)}.`;
      return Number(minimum) === 0
        ? 'Informe um valor maior que zero.'
        : `Informe um valor maior que ${show(minimum)}.`;
    case 'string':
      if (exact) return `Use exatamente ${count(minimum, 'caractere', 'caracteres')}.`;
      return Number(minimum) <= 1 ? REQUIRED : `Use pelo menos ${count(minimum, 'caractere', 'caracteres')}.`;
    case 'array':
    case 'set':
      if (exact) return `Informe exatamente ${count(minimum, 'item', 'itens')}.`;
      return Number(minimum) <= 1
        ? 'Escolha pelo menos um item.'
        : `Escolha pelo menos ${count(minimum, 'item', 'itens')}.`;
    case 'date':
      return 'Data anterior à permitida.';
    default:
      return INVALID;
  }
}

function tooBig(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig>): string {
  const { maximum, origin, inclusive, exact } = issue;
  switch (origin) {
    case 'number':
    case 'int':
    case 'bigint':
      return inclusive
        ? `O valor máximo é ${show(maximum)}.`
        : `Informe um valor menor que ${show(maximum)}.`;
    case 'string':
      if (exact) return `Use exatamente ${count(maximum, 'caractere', 'caracteres')}.`;
      return `Use no máximo ${count(maximum, 'caractere', 'caracteres')}.`;
    case 'array':
    case 'set':
      if (exact) return `Informe exatamente ${count(maximum, 'item', 'itens')}.`;
      return `Escolha no máximo ${count(maximum, 'item', 'itens')}.`;
    case 'date':
      return 'Data posterior à permitida.';
    case 'file':
      return 'Arquivo grande demais.';
    default:
      return INVALID;
  }
}

const quote = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

/** The pt-BR sentence for one refused value (a zod error map, for one parse). */
export const mockIssueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return REQUIRED;
      if (issue.expected === 'int' && typeof issue.input === 'number' && Number.isFinite(issue.input))
        return TYPES.int;
      return TYPES[issue.expected] ?? INVALID;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'Formato inválido.';
    case 'not_multiple_of':
      return `Informe um múltiplo de ${show(issue.divisor)}.`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Valor inválido: use ${quote(issue.values[0])}.`
        : `Escolha uma das opções: ${issue.values.map(quote).join(', ')}.`;
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `Campo não reconhecido: ${issue.keys[0] ?? ''}.`
        : `Campos não reconhecidos: ${issue.keys.join(', ')}.`;
    default:
      return INVALID;
  }
};

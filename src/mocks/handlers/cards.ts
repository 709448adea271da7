import type { HttpHandler } from 'msw';
import type { Card, CardAward } from '@/api/contract/domain';
import {
  cardAwardBodySchema,
  cardInputSchema,
  cardUpdateSchema,
  type CatalogueCard,
  type RarityCounts,
} from '@/api/contract/cards';
import type { Tables } from '../db/types';
import { HttpError, ok, paginate, route } from '../http';
import { collator, DIACRITICS, fold, need, schoolIdOf, searchOf } from './shared';

function heldCounts(t: Tables): Map<string, number> {
  const counts = new Map<string, number>();
  for (const a of t.cardAwards) counts.set(a.cardId, (counts.get(a.cardId) ?? 0) + 1);
  return counts;
}

function catalogueView(card: Card, counts: Map<string, number>): CatalogueCard {
  return { ...card, archived: card.archived ?? false, held: counts.get(card.id) ?? 0 };
}

function findCard(t: Tables, id: string | undefined): Card {
  const card = t.cards.find((c) => c.id === id);
  if (!card) throw new HttpError(404, 'Carta não encontrada.');
  return card;
}

function uniqueName(t: Tables, name: string, exceptId: string | null): void {
  if (t.cards.some((c) => c.id !== exceptId && fold(c.name, DIACRITICS) === fold(name, DIACRITICS)))
    throw new HttpError(409, 'Já existe uma carta com este nome.', {
      name: 'Já existe uma carta com este nome.',
    });
}

const RARITY_ORDER = { common: 0, rare: 1, epic: 2, legendary: 3 } as const;

function cleanAttributes(attributes: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(attributes).map(([k, v]) => [k.trim(), v]));
}

export const cardsHandlers: HttpHandler[] = [
  route(need('GET', '/api/Card/all'), ({ query, t }) => {
    const counts = heldCounts(t);
    const search = searchOf(query, DIACRITICS);
    const rarity = query.get('rarity');
    const collection = query.get('collection');
    const status = query.get('status') ?? 'active';
    const [field, dir] = (query.get('sort') ?? 'name:asc').split(':');
    const sign = dir === 'desc' ? -1 : 1;
    const list = t.cards
      .filter((c) => {
        const archived = c.archived ?? false;
        if (status === 'active' && archived) return false;
        if (status === 'archived' && !archived) return false;
        if (rarity && c.rarity !== rarity) return false;
        if (collection && c.collection !== collection) return false;
        return !search || fold(`${c.name} ${c.collection}`, DIACRITICS).includes(search);
      })
      .map((c) => catalogueView(c, counts))
      .sort((a, b) => {
        let diff = 0;
        if (field === 'held') diff = a.held - b.held;
        else if (field === 'rarity') diff = RARITY_ORDER[a.rarity] - RARITY_ORDER[b.rarity];
        else if (field === 'collection') diff = collator.compare(a.collection, b.collection);
        return sign * diff || collator.compare(a.name, b.name);
      });
    const collections = [...new Set(t.cards.map((c) => c.collection))].sort(collator.compare);
    if (!query.has('page')) return ok({ lst: list, total: list.length, collections });
    return ok({ ...paginate(list, query), collections });
  }),

  route(need('GET', '/api/Card/collection'), ({ query, user, t }) => {
    const studentId = query.get('studentId');
    const schoolId = query.get('schoolId');
    if (!user) throw new HttpError(401, 'Entre na sua conta para continuar.');
    let awards: CardAward[];
    if (studentId) {
      const student = t.students.find((s) => s.id === studentId);
      if (!student) throw new HttpError(404, 'Aluno não encontrado.');
      const allowed =
        user.role === '0' ||
        (user.role === '4' && student.schoolId === user.schoolId) ||
        (user.role === '2' &&
          t.dependents.some((d) => d.guardianId === user.id && d.studentId === student.id));
      if (!allowed) throw new HttpError(403, 'Você não tem permissão para ver as cartas deste aluno.');
      awards = t.cardAwards.filter((a) => a.studentId === studentId);
    } else if (schoolId) {
      if (user.role !== '0' && !(user.role === '4' && user.schoolId === schoolId))
        throw new HttpError(403, 'Você não tem permissão para ver as cartas desta escola.');
      const ids = new Set(t.students.filter((s) => s.schoolId === schoolId).map((s) => s.id));
      awards = t.cardAwards.filter((a) => ids.has(a.studentId));
    } else {
      throw new HttpError(422, 'Informe o aluno ou a escola.');
    }
    const lst = [...awards].sort((a, b) => b.awardedAt.localeCompare(a.awardedAt));
    return ok({ lst, total: lst.length });
  }),

  route(need('GET', '/api/Card/students'), ({ query, user, t }) => {
    const schoolId = schoolIdOf(user);
    const students = t.students.filter((s) => s.schoolId === schoolId && s.status === 'active');
    const ids = new Set(students.map((s) => s.id));
    const cardById = new Map(t.cards.map((c) => [c.id, c]));
    const awardsOf = new Map<string, CardAward[]>();
    const rarityCounts: RarityCounts = { common: 0, rare: 0, epic: 0, legendary: 0 };
    let totalAwards = 0;
    for (const a of t.cardAwards) {
      if (!ids.has(a.studentId)) continue;
      const list = awardsOf.get(a.studentId);
      if (list) list.push(a);
      else awardsOf.set(a.studentId, [a]);
      const card = cardById.get(a.cardId);
      if (card) rarityCounts[card.rarity] += 1;
      totalAwards += 1;
    }
    const search = searchOf(query, DIACRITICS);
    const rarity = query.get('rarity');
    const cardId = query.get('cardId');
    const onlyHolders = query.get('onlyHolders') === 'true';
    const list = students
      .filter((s) => {
        if (search && !fold(s.name, DIACRITICS).includes(search)) return false;
        const awards = awardsOf.get(s.id) ?? [];
        if (onlyHolders && awards.length === 0) return false;
        if (rarity && !awards.some((a) => cardById.get(a.cardId)?.rarity === rarity)) return false;
        return !cardId || awards.some((a) => a.cardId === cardId);
      })
      .sort((a, b) => collator.compare(a.name, b.name))
      .map((s) => ({
        student: { id: s.id, name: s.name, grade: s.grade, avatarUrl: s.avatarUrl },
        awards: [...(awardsOf.get(s.id) ?? [])].sort((a, b) => b.awardedAt.localeCompare(a.awardedAt)),
      }));
    return ok({ ...paginate(list, query), rarityCounts, totalAwards });
  }),

  route(need('POST', '/api/Card/award'), cardAwardBodySchema, ({ body, user, t }) => {
    const schoolId = schoolIdOf(user);
    const student = t.students.find((s) => s.id === body.studentId && s.schoolId === schoolId);
    if (!student || student.status !== 'active')
      throw new HttpError(422, 'Aluno não encontrado nesta escola.', {
        studentId: 'Aluno não encontrado nesta escola.',
      });
    const card = t.cards.find((c) => c.id === body.cardId);
    if (!card || card.archived)
      throw new HttpError(422, 'Esta carta não está disponível.', {
        cardId: 'Esta carta não está disponível.',
      });
    if (t.cardAwards.some((a) => a.studentId === student.id && a.cardId === card.id))
      throw new HttpError(409, `${student.name} já tem a carta ${card.name}.`, {
        cardId: 'Este aluno já tem esta carta.',
      });
    const award: CardAward = {
      id: `aw-${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`,
      cardId: card.id,
      studentId: student.id,
      awardedAt: new Date().toISOString(),
      reason: body.reason.trim(),
    };
    t.cardAwards.push(award);
    return ok({ obj: award }, `${card.name} entregue para ${student.name}.`);
  }),

  route(need('POST', '/api/Card/create'), cardInputSchema, ({ body, t }) => {
    uniqueName(t, body.name, null);
    const next =
      t.cards.reduce((max, c) => Math.max(max, Number(/^card-(\d+)$/.exec(c.id)?.[1] ?? 0)), 0) + 1;
    const card: Card = {
      id: `card-${String(next).padStart(2, '0')}`,
      name: body.name.trim(),
      rarity: body.rarity,
      imageUrl: body.imageUrl,
      attributes: cleanAttributes(body.attributes),
      collection: body.collection.trim(),
      description: body.description.trim(),
      archived: false,
    };
    t.cards.push(card);
    return ok({ obj: catalogueView(card, heldCounts(t)) }, 'Carta criada.');
  }),

  route(need('PATCH', '/api/Card/update/:id'), cardUpdateSchema, ({ params, body, t }) => {
    const card = findCard(t, params.id);
    if (body.name !== undefined) uniqueName(t, body.name, card.id);
    if (body.name !== undefined) card.name = body.name.trim();
    if (body.rarity !== undefined) card.rarity = body.rarity;
    if (body.collection !== undefined) card.collection = body.collection.trim();
    if (body.description !== undefined) card.description = body.description.trim();
    if (body.imageUrl !== undefined) card.imageUrl = body.imageUrl;
    if (body.attributes !== undefined) card.attributes = cleanAttributes(body.attributes);
    if (body.archived !== undefined) card.archived = body.archived;
    return ok({ obj: catalogueView(card, heldCounts(t)) }, 'Carta salva.');
  }),

  route(need('DELETE', '/api/Card/delete/:id'), ({ params, t }) => {
    const card = findCard(t, params.id);
    const held = heldCounts(t).get(card.id) ?? 0;
    if (held > 0)
      throw new HttpError(409, `Esta carta está com ${held} aluno(s): arquive em vez de excluir.`);
    if (t.missions.some((m) => m.rewardCardIds.includes(card.id)))
      throw new HttpError(409, 'Esta carta é recompensa de uma missão: arquive em vez de excluir.');
    t.cards = t.cards.filter((c) => c.id !== card.id);
    return ok({}, 'Carta excluída.');
  }),
];

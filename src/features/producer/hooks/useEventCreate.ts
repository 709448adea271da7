import { formResolver } from '@/components/form/formResolver';
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useCreateEventMutation } from '@/api/endpoints/producer';
import { notify } from '@/components/feedback/notify';
import {
  EMPTY_EVENT,
  eventFormSchema,
  serializeValues,
  STEP_FIELDS,
  stepOf,
  toEventInput,
  type EventFormValues,
} from '../form/eventForm';
import { applyServerErrors } from '../form/serverErrors';
import { useEventDraft } from './useEventDraft';

export const STEPS = ['basics', 'when', 'where', 'cover', 'review'] as const;
export const LAST = STEPS.length - 1;
const EMPTY_JSON = JSON.stringify(serializeValues(EMPTY_EVENT));
const SAVE_DELAY_MS = 300;

/**
 * Pressing a step button must not blur the field being typed in first: the blur would validate it, its
 * message would appear or go, the button would move under the finger and the tap would be lost.
 */
export const keepFocus = (e: MouseEvent) => e.preventDefault();

function isEmpty(values: EventFormValues): boolean {
  return JSON.stringify(serializeValues(values)) === EMPTY_JSON;
}

/**
 * The create wizard's state: the form, kept as a draft in this browser while the producer types; the
 * step shown (its heading takes the focus on a move); the checks before moving on; the create call,
 * whose refused fields send the producer back to their step; and the discard.
 */
export function useEventCreate(userKey: string) {
  const intl = useIntl();
  const navigate = useNavigate();
  const draft = useEventDraft(userKey);
  const [restoredAt, setRestoredAt] = useState(draft.initial?.savedAt ?? null);
  const [step, setStep] = useState(() => Math.min(Math.max(draft.initial?.step ?? 0, 0), LAST));
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [createEvent, { isLoading: creating }] = useCreateEventMutation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Bumped when the producer moves between steps (not on first load), to move the focus.
  const [moves, setMoves] = useState(0);

  const schema = useMemo(() => eventFormSchema({ requireFuture: true }), []);
  const form = useForm<EventFormValues>({
    resolver: formResolver(schema),
    defaultValues: draft.initial?.values ?? EMPTY_EVENT,
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control }) as EventFormValues;
  const hasContent = !isEmpty(values);

  // Every change is kept in this browser (debounced), with the step the producer is on; what is still
  // waiting is written at once when the page goes away (reload, closed tab, another page).
  const pending = useRef<number | null>(null);
  const flush = useCallback(() => {
    const pendingStep = pending.current;
    if (pendingStep == null) return;
    pending.current = null;
    const current = form.getValues();
    if (isEmpty(current)) draft.discard();
    else draft.save(current, pendingStep);
  }, [form, draft]);
  useEffect(() => {
    if (createdId) return undefined;
    pending.current = step;
    const timer = setTimeout(flush, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, step, createdId, flush]);
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  // After creating, the guard is off: go to the new event's summary.
  useEffect(() => {
    if (!createdId) return;
    // Nothing left to keep: the event exists now.
    pending.current = null;
    draft.discard();
    void navigate(`/produtor/eventos/${encodeURIComponent(createdId)}/resumo`);
  }, [createdId, navigate, draft]);

  // A new step's heading takes the focus, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (moves > 0) headingRef.current?.focus();
  }, [moves]);

  const show = (target: number) => {
    setMoves((n) => n + 1);
    setFormError(null);
    setStep(target);
    window.scrollTo({ top: 0 });
  };

  const goTo = async (target: number) => {
    if (target <= step) {
      show(target);
      return;
    }
    for (let s = step; s < target; s += 1) {
      const fields = STEP_FIELDS[s] ?? [];
      if (fields.length > 0 && !(await form.trigger([...fields], { shouldFocus: true }))) {
        if (s !== step) show(s);
        return;
      }
    }
    show(target);
  };

  const discard = () => {
    draft.discard();
    form.reset(EMPTY_EVENT);
    setRestoredAt(null);
    setConfirmDiscard(false);
    show(0);
    notify(intl.formatMessage({ id: 'producer.draft.discarded' }), 'info');
  };

  const onInvalid = (errors: FieldErrors<EventFormValues>) => {
    const first = STEP_FIELDS.findIndex((fields) =>
      fields.some((f) =>
        f
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors),
      ),
    );
    show(first < 0 ? 0 : first);
  };

  const submit = form.handleSubmit(async (valid) => {
    setFormError(null);
    try {
      const event = await createEvent(toEventInput(valid)).unwrap();
      draft.discard();
      notify(intl.formatMessage({ id: 'producer.create.done' }), 'success');
      setCreatedId(event.id);
    } catch (error) {
      const { fields, message } = applyServerErrors(
        intl,
        error,
        form.setError,
        intl.formatMessage({ id: 'producer.create.failed' }),
      );
      const [first] = fields;
      const target = first ? stepOf(first) : step;
      if (first) show(target);
      setFormError(message);
      // A refused save keeps everything typed in this browser at once, on the step to fix.
      draft.save(form.getValues(), target);
    }
  }, onInvalid);

  return {
    form,
    values,
    hasContent,
    step,
    show,
    goTo,
    submit,
    discard,
    formError,
    restoredAt,
    dismissRestored: () => setRestoredAt(null),
    confirmDiscard,
    setConfirmDiscard,
    creating,
    createdId,
    headingRef,
  };
}

import { formResolver } from '@/components/form/formResolver';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { Student } from '@/api/contract/domain';
import {
  studentBodySchema,
  type StudentBody,
  type StudentClassOption,
  type StudentFormValues,
} from '@/api/contract/students';
import { useCreateStudentMutation, useUpdateStudentMutation } from '@/api/endpoints/students';
import { isApiError } from '@/api/errors';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { notify } from '@/components/feedback/notify';
import { EMPTY_STUDENT, gradeOptionsOf, isFormField, valuesOf } from '../studentFormValues';

interface StudentFormOptions {
  student: Student | null;
  classes: readonly StudentClassOption[];
  grades: readonly string[];
  onDirtyChange: (dirty: boolean) => void;
  onBusyChange: (busy: boolean) => void;
  onSaved: (student: Student) => void;
}

/** Creating or editing one student: the form, its options, and the save with the server's reasons on their fields. */
export function useStudentForm({
  student,
  classes,
  grades,
  onDirtyChange,
  onBusyChange,
  onSaved,
}: StudentFormOptions) {
  const intl = useIntl();
  const [create] = useCreateStudentMutation();
  const [update] = useUpdateStudentMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const initial = useMemo(() => (student ? valuesOf(student) : EMPTY_STUDENT), [student]);
  const form = useForm<StudentFormValues, unknown, StudentBody>({
    resolver: formResolver(studentBodySchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { handleSubmit, setError } = form;
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const gradeOptions = useMemo(() => gradeOptionsOf(grades, student?.grade), [grades, student]);
  const classById = useMemo(() => new Map(classes.map((c) => [c.id, c])), [classes]);
  const knownRelations = useMemo(() => student?.guardians.map((g) => g.relation) ?? [], [student]);

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    onBusyChange(true);
    try {
      const saved = student ? await update({ id: student.id, body }).unwrap() : await create(body).unwrap();
      notify(
        intl.formatMessage(
          { id: student ? 'students.form.updated' : 'students.form.created' },
          { name: saved.name },
        ),
        'success',
      );
      onSaved(saved);
    } catch (error) {
      // Nothing typed is lost: the server's reasons go on their fields and above the form.
      const apiError = isApiError(error) ? error : null;
      let focused = false;
      for (const [field, message] of Object.entries(apiError?.fieldErrors ?? {})) {
        if (!isFormField(field)) continue;
        setError(
          field as FieldPath<StudentFormValues>,
          { type: 'server', message },
          { shouldFocus: !focused },
        );
        focused = true;
      }
      setServerError(apiErrorText(intl, apiError, intl.formatMessage({ id: 'students.form.failed' })));
    } finally {
      onBusyChange(false);
    }
  });

  return { form, onSubmit, serverError, gradeOptions, classById, knownRelations };
}

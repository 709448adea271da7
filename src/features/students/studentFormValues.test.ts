import { STUDENT_GRADES } from '@/api/contract/students';
import type { Student } from '@/api/contract/domain';
import { gradeOptionsOf, isFormField, valuesOf } from './studentFormValues';

describe('student form values', () => {
  it('takes a student into the form, guardians without their accounts', () => {
    const student: Student = {
      id: 's1',
      schoolId: 'school-1',
      name: 'Ana Lima',
      birthDate: '2017-03-14',
      grade: '3º ano',
      classIds: ['c1'],
      guardians: [
        { name: 'Mariana Lima', phone: '11987654321', email: 'm@exemplo.com', relation: 'Mãe', userId: 'u1' },
      ],
      avatarUrl: null,
      points: 10,
      status: 'active',
      linkCode: 'ABC123',
      createdAt: '2026-01-10T12:00:00Z',
    };
    expect(valuesOf(student)).toEqual({
      name: 'Ana Lima',
      birthDate: '2017-03-14',
      grade: '3º ano',
      classIds: ['c1'],
      status: 'active',
      guardians: [{ name: 'Mariana Lima', phone: '11987654321', email: 'm@exemplo.com', relation: 'Mãe' }],
    });
  });

  it('puts server errors only on fields the form has', () => {
    expect(isFormField('name')).toBe(true);
    expect(isFormField('guardians')).toBe(true);
    expect(isFormField('guardians.1.phone')).toBe(true);
    expect(isFormField('guardians.1.cpf')).toBe(false);
    expect(isFormField('schoolId')).toBe(false);
  });

  it('offers the usual grades, the school ones and the current one, once each', () => {
    const options = gradeOptionsOf([STUDENT_GRADES[0], 'Turma especial'], 'Série antiga');
    expect(options.slice(0, STUDENT_GRADES.length)).toEqual([...STUDENT_GRADES]);
    expect(options.slice(STUDENT_GRADES.length)).toEqual(['Turma especial', 'Série antiga']);
  });
});

import { z } from 'zod/mini';
import { missionInputSchema, type MissionInput } from '@/api/contract/admin';
import { integerOf, integerText, limitsOf } from '@/components/form/numberText';

/**
 * The API's mission as the form holds it: the reward is the text typed, refused (never rewritten) when it
 * is not a whole number of 0 to 5 000 points. The contract's rules across fields (the dates) still apply.
 */
export const missionFormSchema = z
  .object({
    ...missionInputSchema.shape,
    rewardPoints: integerText(limitsOf(missionInputSchema.shape.rewardPoints)),
  })
  .check(
    z.superRefine((values, ctx) => {
      const checked = missionInputSchema.safeParse(toMissionInput(values));
      if (checked.success) return;
      for (const issue of checked.error.issues)
        if (issue.code === 'custom')
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }),
  );
export type MissionFormInput = z.input<typeof missionFormSchema>;

/** The API body of the form's values (the reward as a number). */
export function toMissionInput(values: MissionFormInput): MissionInput {
  return { ...values, rewardPoints: integerOf(values.rewardPoints) ?? 0 };
}

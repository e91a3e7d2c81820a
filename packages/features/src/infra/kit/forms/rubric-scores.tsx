/**
 * Scoring by rubric, wherever a person scores work against one (a grader on a project, a peer reviewer):
 * the points for each criterion (at most its points, with its levels as a guide) and a comment each, at
 * `<name>.<index>.points` and `<name>.<index>.comment` of the form, in the rubric's order.
 */
import { Stack } from '@chakra-ui/react';
import type { Rubric } from '@ujuzi/api';
import { FormNumberField, FormTextField } from './fields';

export type RubricCriterion = Rubric['criteria'][number];

/** The rubric's criteria in its own order (none without a rubric). */
export const rubricCriteria = (rubric: Rubric | null | undefined): RubricCriterion[] =>
  rubric ? [...rubric.criteria].sort((a, b) => a.order - b.order) : [];

interface TypedScore {
  points?: number | null;
}

/** The messages for scores left out or over a criterion's points, keyed by field, for the form's rules. */
export function rubricScoreMessages(
  name: string,
  criteria: readonly RubricCriterion[],
  scores: readonly TypedScore[] | undefined,
): Record<string, string> {
  const messages: Record<string, string> = {};
  (scores ?? []).forEach((score, index) => {
    const criterion = criteria[index];
    if (!criterion) return;
    if (typeof score.points !== 'number' || Number.isNaN(score.points))
      messages[`${name}.${index}.points`] = `Score ${criterion.title}.`;
    else if (score.points > criterion.points) messages[`${name}.${index}.points`] = `At most ${criterion.points} points.`;
  });
  return messages;
}

/** The sum of the points typed so far (blank counts as 0). */
export const typedRubricPoints = (scores: readonly (TypedScore | undefined)[] | undefined): number =>
  (scores ?? []).reduce((sum, score) => sum + (Number(score?.points) || 0), 0);

export function FormRubricScores({ name, criteria }: { name: string; criteria: readonly RubricCriterion[] }) {
  return (
    <>
      {criteria.map((criterion, index) => (
        <Stack key={criterion.id} gap="2" borderBottomWidth="1px" pb="4">
          <FormNumberField
            name={`${name}.${index}.points`}
            label={`${criterion.title} (out of ${criterion.points})`}
            decimal
            helpText={
              criterion.levels && criterion.levels.length > 0
                ? criterion.levels.map((level) => `${level.title}: ${level.points}`).join(' · ')
                : criterion.description || undefined
            }
          />
          <FormTextField name={`${name}.${index}.comment`} label={`Comment on ${criterion.title}`} />
        </Stack>
      ))}
    </>
  );
}

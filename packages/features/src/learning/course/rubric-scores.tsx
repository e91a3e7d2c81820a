/**
 * A project's rubric as its learners read it: the criteria it is graded on (before handing in), and a
 * graded hand-in's points and comment per criterion.
 */
import type { ProjectRubricScore } from '@ujuzi/api';
import { useGetRubric } from '@ujuzi/api/hooks';
import { Card } from '@ujuzi/ui';
import { RubricScoreTable } from '../../infra/kit';

export function RubricScores({ scores, of }: { scores: readonly ProjectRubricScore[]; of: string }) {
  const rows = scores.map((score) => ({
    criterion: score.criterion,
    title: score.criterion_title,
    points: score.points,
    maxPoints: score.max_points,
    comment: score.comment,
  }));
  return <RubricScoreTable caption={`Points per criterion of ${of}`} rows={rows} />;
}

/** The rubric a project is graded with, read before handing in: each criterion with its points and levels. */
export function ProjectRubric({ rubricId }: { rubricId: number }) {
  const rubric = useGetRubric(rubricId);
  if (!rubric.data) return null;
  const criteria = [...rubric.data.criteria].sort((a, b) => a.order - b.order);
  return (
    <Card
      title={`How it is graded: ${rubric.data.title}`}
      headingLevel={2}
      description={`${rubric.data.total_points} points in all, scaled to the project's maximum score.`}
    >
      <RubricScoreTable
        caption={`Criteria of ${rubric.data.title}`}
        noteHeader="Levels"
        rows={criteria.map((criterion) => ({
          criterion: criterion.id,
          title: criterion.title,
          points: criterion.points,
          comment:
            (criterion.levels ?? []).map((level) => `${level.title}: ${level.points}`).join(' · ') || criterion.description,
        }))}
      />
    </Card>
  );
}

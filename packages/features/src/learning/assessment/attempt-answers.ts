/**
 * The learner's answers during an attempt: kept in the browser at every change (so a reload or a
 * dropped connection loses nothing) and sent to the server as a draft (`submit_final: false`).
 */
import type { AssessmentQuestion, AssessmentResponse, AssessmentSubmittedAnswer } from '@ujuzi/api';

export type Answers = Readonly<Record<number, AssessmentSubmittedAnswer>>;

const key = (attemptId: number) => `ujuzi-attempt-answers:${attemptId}`;

export function loadAnswers(attemptId: number): Answers {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(attemptId)) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Answers) : {};
  } catch {
    return {};
  }
}

export function storeAnswers(attemptId: number, answers: Answers): void {
  try {
    localStorage.setItem(key(attemptId), JSON.stringify(answers));
  } catch {
    // Without storage the server's draft copy is what survives.
  }
}

export function forgetAnswers(attemptId: number): void {
  try {
    localStorage.removeItem(key(attemptId));
  } catch {
    // Nothing to forget.
  }
}

/**
 * The answers saved on the server (drafts from another device or browser) under this browser's own:
 * a question answered here keeps this browser's answer, which is the newer one on this device.
 */
export function withServerAnswers(local: Answers, saved: readonly AssessmentResponse[]): Answers {
  const merged: Record<number, AssessmentSubmittedAnswer> = { ...local };
  for (const response of saved) {
    if (merged[response.question]) continue;
    merged[response.question] = {
      question_id: response.question,
      selected_option: response.selected_option ?? null,
      answer_text: response.answer_text ?? null,
      code: response.code ?? null,
      language: response.language ?? null,
    };
  }
  return merged;
}

/** Whether the learner answered the question: a choice made, text written, or code changed from the starter. */
export function isAnswered(question: AssessmentQuestion, answer: AssessmentSubmittedAnswer | undefined): boolean {
  if (!answer) return false;
  switch (question.question_type) {
    case 'multiple_choice':
    case 'true_false':
      return !!answer.selected_option;
    case 'short_answer':
      return !!answer.answer_text?.trim();
    case 'code':
      return !!answer.code?.trim() && answer.code.trim() !== (question.starter_code ?? '').trim();
  }
}

/** 'Question 2', 'Questions 2 and 4', 'Questions 1, 3 and 5'. */
export function namesOfQuestions(numbers: readonly number[]): string {
  if (numbers.length === 1) return `Question ${numbers[0]}`;
  const head = numbers.slice(0, -1).join(', ');
  return `Questions ${head} and ${numbers[numbers.length - 1]}`;
}

/** mm:ss (or h:mm:ss) of the time left. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

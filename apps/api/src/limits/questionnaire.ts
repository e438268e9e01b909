import { randomUUID } from 'node:crypto';
import { classifyChange, isNoLimit, LOSS_LIMIT_TYPES } from '@bf/headless/limits/rules';

/**
 * The reference limit service's questionnaire (spec §7: POST v3/limits may answer questions and a tokenGuid, then
 * POST v3/testanswers; docs/decisions.md "Responsible gaming (session 7)"). Asked before a loss limit is raised or
 * removed; the change goes through only when every answer is the one a player in control would give.
 */

export interface Question {
  id: number;
  question: string;
  answers: { id: number; answer: string }[];
}

/** Each question's id, text, answers and the answer that passes (1 = "No" everywhere). */
const QUESTIONS: readonly (Question & { pass: number })[] = [
  { id: 1, question: 'Have you bet more than you could afford to lose in the last 12 months?', answers: [{ id: 1, answer: 'No' }, { id: 2, answer: 'Yes' }], pass: 1 },
  { id: 2, question: 'Have you gone back another day to win back money you lost?', answers: [{ id: 1, answer: 'No' }, { id: 2, answer: 'Yes' }], pass: 1 },
  { id: 3, question: 'Has gambling caused you money or health problems?', answers: [{ id: 1, answer: 'No' }, { id: 2, answer: 'Yes' }], pass: 1 },
];

/** Whether a change needs the questionnaire first: a loosening (increase or removal) of a loss limit. */
export function needsQuestionnaire(limitType: number, current: number | null, requested: number | null): boolean {
  return (LOSS_LIMIT_TYPES as readonly number[]).includes(limitType) && classifyChange(current, isNoLimit(requested) ? null : requested) === 'looser';
}

interface Waiting {
  userId: number;
  requests: { limitType: number; limitValue: number | null }[];
  expiresAt: number;
}

/** Questionnaires waiting for their answers, by tokenGuid; a token lives 15 minutes and is used once. */
export function createQuestionnaires(ttlMs = 15 * 60_000) {
  const waiting = new Map<string, Waiting>();
  return {
    questions: (): Question[] => QUESTIONS.map(({ id, question, answers }) => ({ id, question, answers })),
    open(userId: number, requests: Waiting['requests'], nowMs: number): string {
      for (const [token, entry] of waiting) if (entry.expiresAt <= nowMs) waiting.delete(token);
      const token = randomUUID();
      waiting.set(token, { userId, requests, expiresAt: nowMs + ttlMs });
      return token;
    },
    /** Takes the token's requests (once), or undefined when it is unknown, expired or another player's. */
    take(userId: number, token: string, nowMs: number): Waiting['requests'] | undefined {
      const entry = waiting.get(token);
      if (!entry || entry.userId !== userId || entry.expiresAt <= nowMs) return undefined;
      waiting.delete(token);
      return entry.requests;
    },
    /** Marks each answer; passed when every question has its passing answer. */
    mark(answers: readonly { questionId: number; answerId: number }[]): { results: { id: number; correct: boolean }[]; passed: boolean } {
      const results = QUESTIONS.map((question) => ({ id: question.id, correct: answers.some((answer) => answer.questionId === question.id && answer.answerId === question.pass) }));
      return { results, passed: results.every((result) => result.correct) };
    },
  };
}

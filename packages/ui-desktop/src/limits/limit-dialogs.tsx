import type { ReactNode } from 'react';
import type { RealityCheckModel } from '@bf/headless/screens/limit-overlays';
import type { QuestionnaireModel } from '@bf/headless/screens/office-responsible';
import { ChoiceGroup } from '../auth/choice-group.tsx';
import { DialogButtons, DialogStack } from '../auth/dialog-parts.tsx';
import { Button, ButtonLink } from '../components/button.tsx';

/** A limits dialog's content, spaced for a centred dialog. */
export const LimitDialogStack = ({ children }: { children: ReactNode }) => <DialogStack>{children}</DialogStack>;

/** The reality check's answers side by side, continue first and widest. */
export function RealityCheckActions({ check }: { check: RealityCheckModel }) {
  return (
    <DialogButtons>
      <Button autoFocus className="flex-1" onClick={check.continue.onPress} disabled={check.continue.isDisabled} aria-busy={check.continue.isBusy || undefined}>
        {check.continue.label}
      </Button>
      <ButtonLink variant="secondary" href={check.history.href} onClick={check.history.onClick}>
        {check.history.label}
      </ButtonLink>
      <Button variant="ghost" onClick={check.logout.onPress} disabled={check.logout.isDisabled} aria-busy={check.logout.isBusy || undefined}>
        {check.logout.label}
      </Button>
    </DialogButtons>
  );
}

/** The questionnaire before a limit change (CALL-016): each question's answers in two columns, then send and cancel side by side. */
export function QuestionnaireBody({ quiz }: { quiz: QuestionnaireModel }) {
  return (
    <DialogStack>
      {quiz.questions.map((question) => (
        <ChoiceGroup key={question.id} legend={question.legend} value={question.selected} options={question.options} onChange={question.onSelect} columns={2} />
      ))}
      <DialogButtons>
        <Button className="flex-1" onClick={quiz.submit.onPress} disabled={quiz.submit.isDisabled} aria-busy={quiz.submit.isBusy || undefined}>
          {quiz.submit.label}
        </Button>
        <Button variant="ghost" onClick={quiz.cancel.onPress} disabled={quiz.cancel.isDisabled}>
          {quiz.cancel.label}
        </Button>
      </DialogButtons>
    </DialogStack>
  );
}

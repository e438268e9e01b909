import type { ReactNode } from 'react';
import type { RealityCheckModel } from '@bf/headless/screens/limit-overlays';
import type { QuestionnaireModel } from '@bf/headless/screens/office-responsible';
import { ChoiceGroup } from '../auth/choice-group.tsx';
import { DialogStack } from '../auth/dialog-parts.tsx';
import { Button, ButtonLink } from '../components/button.tsx';

/** A limits sheet's content, its rows close together. */
export const LimitDialogStack = ({ children }: { children: ReactNode }) => <DialogStack isTight>{children}</DialogStack>;

/** The reality check's answers as full-width 44 px buttons in the sheet's stack, continue first. */
export function RealityCheckActions({ check: { continue: resume, history, logout } }: { check: RealityCheckModel }) {
  return (
    <>
      <Button autoFocus className="w-full" onClick={resume.onPress} disabled={resume.isDisabled} aria-busy={resume.isBusy || undefined}>
        {resume.label}
      </Button>
      <ButtonLink className="w-full" variant="secondary" href={history.href} onClick={history.onClick}>
        {history.label}
      </ButtonLink>
      <Button className="w-full" variant="ghost" onClick={logout.onPress} disabled={logout.isDisabled} aria-busy={logout.isBusy || undefined}>
        {logout.label}
      </Button>
    </>
  );
}

/** The questionnaire before a limit change (CALL-016) in a sheet: one answer a row, then send and cancel full width. */
export function QuestionnaireBody({ quiz: { questions, submit, cancel } }: { quiz: QuestionnaireModel }) {
  return (
    <DialogStack isTight>
      {questions.map((item) => (
        <ChoiceGroup key={item.id} legend={item.legend} value={item.selected} options={item.options} onChange={item.onSelect} columns={1} />
      ))}
      <Button className="w-full" onClick={submit.onPress} disabled={submit.isDisabled} aria-busy={submit.isBusy || undefined}>
        {submit.label}
      </Button>
      <Button className="w-full" variant="secondary" onClick={cancel.onPress} disabled={cancel.isDisabled}>
        {cancel.label}
      </Button>
    </DialogStack>
  );
}

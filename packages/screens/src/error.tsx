import { useNotFoundScreen, useServerErrorScreen, type ErrorModel } from '@bf/headless/screens/error';
import { Button, ButtonLink, Notice } from '@kit/components';

/** An error page over its model: what happened, and the way home or the reload. */
export function ErrorView({ model }: { model: ErrorModel }) {
  const action = model.home ? <ButtonLink href={model.home.href}>{model.home.label}</ButtonLink> : model.reload && <Button onClick={model.reload.onPress}>{model.reload.label}</Button>;
  return (
    <Notice tone={model.tone} title={model.title} pageHeading={model.title} action={action}>
      {model.text}
    </Notice>
  );
}

/** Unknown paths: the technical error page, status 404 (spec: S1 §2, S2 §8). */
export function NotFoundScreen() {
  return <ErrorView model={useNotFoundScreen()} />;
}

/** Unexpected failure, and route 500 (spec: S2 §2). */
export function ServerErrorScreen() {
  return <ErrorView model={useServerErrorScreen()} />;
}

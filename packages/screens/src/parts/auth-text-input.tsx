import type { TextFieldModel } from '@bf/headless/screens/auth-form';
import { AuthTextField } from '@kit/auth';

/** A text field over its model: what is typed goes to the model as text. */
export function TextInput({ field: { kind: _kind, id: _id, onText, ...props } }: { field: TextFieldModel }) {
  return <AuthTextField {...props} onChange={(event) => onText(event.target.value)} />;
}

// What sign-in and registration forms share: the field, SMS step and form models both apps render.
export { phoneFieldModel, smsCodeStepModel, passwordFieldModel, socialModel } from './auth-form-model.ts';
export type {
  ActionModel,
  LinkModel,
  NoticeModel,
  TextFieldModel,
  PasswordFieldModel,
  PhoneFieldModel,
  CountryPickerModel,
  SelectFieldModel,
  ChoiceFieldModel,
  SmsCodeStepModel,
  FieldModel,
  FieldRowModel,
  CheckboxModel,
  MethodTabsModel,
  SocialModel,
  AuthFormModel,
  SmsStepInput,
  Translate,
} from './auth-form-model.ts';

export { SettingsForm, type SettingsFormProps } from './settings-form';
export { describeObject, describeField, type FieldDescriptor } from './describe-fields';
export {
  MediaPickerProvider,
  type MediaPickerProps,
  type MediaValue,
} from './media-picker-context';

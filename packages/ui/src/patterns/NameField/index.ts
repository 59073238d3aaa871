export { NameField, type NameFieldProps, type NameKind, nameKinds } from './NameField';

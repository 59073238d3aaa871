export {
  ErrorText,
  Field,
  type FieldControlProps,
  type FieldOwnProps,
  type FieldProps,
  Fieldset,
  type FieldsetProps,
  type Requirement,
  RequirementBadge,
  type RequirementBadgeProps,
  requirements,
} from './Field';

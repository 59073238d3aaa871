export { ComboBoxField, type ComboBoxFieldProps, type ComboBoxOption } from './ComboBoxField';

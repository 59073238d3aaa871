export { TextField, type TextFieldProps, type TextFieldWidth, textFieldWidths } from './TextField';

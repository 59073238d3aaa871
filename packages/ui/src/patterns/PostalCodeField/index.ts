export { PostalCodeField, type PostalCodeFieldProps } from './PostalCodeField';

export { CertificationCodeInput, type CertificationCodeInputProps } from './CertificationCodeInput';

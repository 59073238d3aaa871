export { SignaturePad, type SignaturePadHandle, type SignaturePadProps } from './SignaturePad';

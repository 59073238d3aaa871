export {
  TermsAgreement,
  type TermsAgreementProps,
  type TermsAgreementStatus,
  termsAgreementStatuses,
} from './TermsAgreement';

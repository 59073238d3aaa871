export {
  AddressFieldset,
  type AddressFieldsetProps,
  type AddressKey,
  type AddressValue,
  emptyAddress,
} from './AddressFieldset';

export { Loader, type LoaderProps, type LoaderSize, loaderSizes } from './Loader';

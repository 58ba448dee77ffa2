export * from './locale';
export * from './texts';
export * from './remotes';
export * from './modules';
export * from './routes';
export * from './events';
export * from './shell-context';
export * from './analytics';
export * from './types/domain';
export * from './constants';
export * from './rules/numbers';
export * from './rules/price';
export * from './rules/quantity';
export * from './rules/phone';
export * from './rules/cookies';
export * from './rules/email';
export * from './rules/name';
export * from './rules/card';
export * from './validation/messages';
// Types only: the schemas and yup load on first use through './validation/load' (issue 14).
export type {
  AddressFormContext,
  AddressFormValues,
  CardFormValues,
  ContactFormValues,
  RegistrationFormValues,
  SchemaOptions,
  Schemas,
} from './validation/schemas';
export * from './validation/load';
export * from './errors/catalogue';
export * from './errors/tables';
export * from './errors/pages';
export * from './errors/service-message';
export * from './graphql/auth-policy';
export * from './graphql/possible-types';
export * from './graphql/cache-config';
export * from './graphql/__generated__/product-card';
export * from './graphql/__generated__/customer-address';
export * from './address-fragments';
export * from './rules/dates';
export * from './rules/catalog';
export * from './rules/idle';
export * from './rules/product-summary';
export * from './rules/loyalty';
export * from './rules/delivery';
export * from './rules/compare';
export * from './rules/address';
export * from './rules/paging';
export * from './rules/registration';
export * from './rules/page-title';
export * from './ui/theme';
export * from './ui/styles';
export * from './ui/ui-text';
export * from './ui/scroll-lock';
export * from './ui/use-dialog-behaviour';
export * from './ui/use-idle-preload';
export * from './ui/spinner';
export * from './ui/button-styles';
export * from './ui/button';
export * from './ui/icon-button';
export * from './ui/field';
export * from './ui/text-field';
export * from './ui/select-field';
export * from './ui/checkbox';
export * from './ui/badge';
export * from './ui/skeleton';
export * from './ui/toast';
export * from './ui/modal';
export * from './ui/drawer';
export { inlineSign } from './ui/overlay-styles';

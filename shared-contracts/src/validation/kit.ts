/**
 * What `loadValidation()` fetches on first use (issue 14): yup and the schema builders. Nothing
 * outside `./load` imports this module at run time, so yup (with tiny-case, property-expr and
 * toposort) is not part of any page's first load; a form loads it when the shopper starts using
 * it, or when it is submitted.
 */
export * as yup from 'yup';
export { makeSchemas } from './schemas';

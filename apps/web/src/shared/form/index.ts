/** Forms on react-hook-form, each field judged by the product's rules as it is typed. */
export { checkBy, ok, wrong, type FieldCheck } from './fieldCheck';
export { useCheckedForm, type CheckedForm } from './useCheckedForm';

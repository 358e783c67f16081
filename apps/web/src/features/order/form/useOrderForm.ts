import { checkFields, emptyFields, FIELD_ORDER, type OrderFields } from './fields';
import { useCheckedForm, type CheckedForm } from '../../../shared/form';

export type OrderForm = CheckedForm<OrderFields>;

/** The order form's state: its fields checked by the rules of fields.ts (the contract's) as the buyer types. */
export const useOrderForm = (agreed: boolean): OrderForm => useCheckedForm(emptyFields(agreed), checkFields, FIELD_ORDER);

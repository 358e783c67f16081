/** The card number login. */
export { CardLogin } from './CardLogin';

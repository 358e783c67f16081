/** The featured single pages (by page code): a promoter's campaign with its goods and number search. */
export { SinglePage } from './SinglePage';

/** Words of the club search: written once in the contract, beside the server's messages. */
export { SEARCH_TEXT } from '../../../contract/search-constants';

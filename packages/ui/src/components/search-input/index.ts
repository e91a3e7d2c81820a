export { SEARCH_DEBOUNCE_MS, SearchInput, type SearchInputProps } from './search-input';

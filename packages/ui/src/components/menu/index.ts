export { Menu, type MenuEntry, type MenuProps } from './menu';

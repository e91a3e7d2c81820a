export { Drawer, preloadDrawer, type DrawerProps } from './drawer';

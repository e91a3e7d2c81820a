export {
  FOOTER_LEGAL_LINKS,
  FOOTER_LINK_GROUPS,
  HEADER_LINKS,
  PUBLIC_PATHS,
  PublicLayout,
  type PublicLayoutProps,
  type PublicSiteInfo,
} from './public-layout';

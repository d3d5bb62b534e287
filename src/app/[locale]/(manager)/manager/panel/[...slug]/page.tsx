export { UnknownPanelPage as default, generateMetadata } from '@/components/panel/unknown-panel-page';

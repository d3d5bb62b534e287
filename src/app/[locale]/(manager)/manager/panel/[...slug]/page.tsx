export { UnknownPanelPage as default, generateMetadata } from '@/app/[locale]/_components/unknown-panel-page';

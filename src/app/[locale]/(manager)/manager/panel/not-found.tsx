export { default } from '@/app/[locale]/not-found';

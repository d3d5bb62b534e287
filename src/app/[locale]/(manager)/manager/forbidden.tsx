/** The manager guards' 403, caught here so it shows inside the panel's frame (./layout.tsx). */
export { default } from '@/app/[locale]/forbidden';

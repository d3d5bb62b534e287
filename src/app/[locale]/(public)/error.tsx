'use client';

export { default } from '@/app/[locale]/error';

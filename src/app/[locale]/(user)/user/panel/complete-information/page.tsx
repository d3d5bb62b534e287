import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompleteInformationForm } from '@/components/account/complete-information-form';
import { WithSession } from '@/components/account/with-session';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'account' });
  return { title: t('completeTitle') };
}

export default async function CompleteInformationPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'account' });
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-black">{t('completeTitle')}</h1>
        <p className="mt-2 max-w-xl text-muted">{t('completeIntro')}</p>
      </div>
      <WithSession>
        <CompleteInformationForm />
      </WithSession>
    </div>
  );
}

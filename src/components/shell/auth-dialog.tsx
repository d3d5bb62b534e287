'use client';

import { useTranslations } from 'next-intl';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { RegisterForm } from '@/components/auth/register-form';
import { SignInForm } from '@/components/auth/sign-in-form';
import { Dialog } from '@/components/ui/dialog';
import { cx } from '@/lib/cx';
import { useAuth, type AuthPane } from './auth-provider';

/** The authentication dialog (SPEC §2): sign in, register and forgot-password panes. */
export function AuthDialog() {
  const t = useTranslations('auth');
  const td = useTranslations('authDialog');
  const { isDialogOpen, openDialog, closeDialog, dialogOpener, dialogPane, setDialogPane } = useAuth();
  const tabs: AuthPane[] = ['sign-in', 'register'];

  return (
    <Dialog
      isOpen={isDialogOpen}
      onOpenChange={(isOpen) => (isOpen ? openDialog() : closeDialog())}
      title={t('dialogTitle')}
      description={t('dialogDescription')}
      closeLabel={t('close')}
      returnFocusTo={dialogOpener}
    >
      {dialogPane === 'forgot-password' ? (
        <ForgotPasswordForm onBack={() => setDialogPane('sign-in')} />
      ) : (
        <>
          <div role="tablist" aria-label={t('dialogTitle')} className="mb-5 grid grid-cols-2 gap-1 rounded-xl bg-surface-2 p-1">
            {tabs.map((pane) => (
              <button
                key={pane}
                type="button"
                role="tab"
                id={`auth-tab-${pane}`}
                aria-selected={dialogPane === pane}
                aria-controls={`auth-panel-${pane}`}
                onClick={() => setDialogPane(pane)}
                className={cx('rounded-lg py-2 text-sm font-medium', dialogPane === pane ? 'bg-surface text-fg shadow' : 'text-muted')}
              >
                {pane === 'sign-in' ? td('signInTab') : td('registerTab')}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`auth-panel-${dialogPane}`} aria-labelledby={`auth-tab-${dialogPane}`}>
            {dialogPane === 'sign-in' ? <SignInForm onForgotPassword={() => setDialogPane('forgot-password')} /> : <RegisterForm />}
          </div>
        </>
      )}
    </Dialog>
  );
}

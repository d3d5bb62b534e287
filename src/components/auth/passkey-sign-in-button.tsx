'use client';

import { KeyRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { api, ApiError } from '@/lib/api-client';
import { answerWithPasskey, browserSupportsPasskeys, passkeyProblemOf } from '@/lib/passkeys';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { passkeyContracts } from '@/shared/api/browser/passkeys';
import { useSignInSuccess } from './use-sign-in-success';

type Props = {
  /**
   * The challenge of a password step that asked for a second factor: the passkey then finishes
   * that sign-in. Without it the passkey signs in alone.
   */
  challenge?: string;
};

/**
 * «Sign in with a passkey»: the server's options, the browser's prompt, the server's check. A
 * browser without passkeys sees nothing; a closed prompt or a refused passkey is said beside the
 * button.
 */
export function PasskeySignInButton({ challenge }: Props) {
  const t = useTranslations('authDialog');
  const onSuccess = useSignInSuccess();
  const hydrated = useIsHydrated();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (!hydrated || !browserSupportsPasskeys()) return null;

  const signIn = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { data: options } = await api(passkeyContracts.passkeySignInOptions, { body: { challenge } });
      let response;
      try {
        response = await answerWithPasskey(options);
      } catch (error) {
        setProblem(t(`passkeyProblems.${passkeyProblemOf(error)}`));
        return;
      }
      const { data } = await api(passkeyContracts.passkeySignIn, { body: { challenge, response } });
      onSuccess(data);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A refused passkey is a 422 whose words are under `response` (or `challenge`, when the
      // password step expired); other failures the API client has already toasted.
      const { response: refused, challenge: expired } = error.fieldErrors;
      const problem = refused?.[0] ?? expired?.[0] ?? null;
      error.isShownInline = problem !== null;
      setProblem(problem);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Button type="button" severity="secondary" size="lg" isLoading={busy} onClick={() => void signIn()}>
        {busy ? null : <KeyRound className="size-4" aria-hidden="true" />}
        {challenge ? t('passkeySecondStep') : t('passkeySignIn')}
      </Button>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

'use client';

import { KeyRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { CheckboxChoice, CheckboxGroupField } from '@/components/forms/checkbox-group-field';
import { fieldErrorOf } from '@/components/forms/field-error';
import { FormCard } from '@/components/forms/form-card';
import { registerControl } from '@/components/forms/register-control';
import { SelectField } from '@/components/forms/select-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useCreateThenShow } from '@/components/forms/use-create-then-show';
import { Field } from '@/components/ui/field';
import { ltrTag } from '@/components/ui/ltr';
import { Textarea } from '@/components/ui/textarea';
import { api } from '@/lib/api-client';
import { integrationContracts } from '@/shared/api/browser/integrations';
import { apiScopeGroups, apiScopes, type ApiScope } from '@/shared/api/scopes';
import {
  allowedAddress,
  integrationTokenLifetimes,
  MAX_ALLOWED_ADDRESSES,
  type CreateIntegrationTokenInput,
  type CreatedIntegrationTokenJson,
} from '@/shared/schemas/integrations';
import { CreatedToken } from './created-token';

type FormValues = { name: string; scopes: ApiScope[]; expires_in_days: string; allowed_addresses: string };

const DEFAULT_LIFETIME: (typeof integrationTokenLifetimes)[number] = 90;
const defaults: FormValues = { name: '', scopes: [], expires_in_days: String(DEFAULT_LIFETIME), allowed_addresses: '' };

const addressLines = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The API's rules for a new token (`createIntegrationTokenInput`) on the form's own values: the
 * allow-list is one text box, an address a line, so its messages speak of lines.
 */
const formSchema = z.object({
  name: z.string().trim().min(1, 'managerIntegrations.validation.name').max(100),
  scopes: z.array(z.enum(apiScopes)).min(1, 'managerIntegrations.validation.scopes'),
  expires_in_days: z.string(),
  allowed_addresses: z
    .string()
    .refine((text) => addressLines(text).every((line) => allowedAddress.safeParse(line).success), 'managerIntegrations.validation.address')
    .refine((text) => addressLines(text).length <= MAX_ALLOWED_ADDRESSES, 'managerIntegrations.validation.tooManyAddresses'),
});

function toBody(values: FormValues): CreateIntegrationTokenInput {
  return {
    name: values.name.trim(),
    scopes: values.scopes,
    expires_in_days: integrationTokenLifetimes.find((days) => String(days) === values.expires_in_days) ?? DEFAULT_LIFETIME,
    allowed_addresses: addressLines(values.allowed_addresses),
  };
}

/** Makes a token: its name, scopes by group, lifetime and optional address allow-list; then shows the token once. */
export function IntegrationTokenForm() {
  const t = useTranslations('managerIntegrations');
  const resources = useTranslations('managerAcl.permissionTitles.resources');
  const { form, onSubmit, created, dismiss } = useCreateThenShow<FormValues, CreatedIntegrationTokenJson>(formSchema, defaults, (values) =>
    api(integrationContracts.createIntegrationToken, { body: toBody(values) }),
  );

  if (created) return <CreatedToken name={created.name} token={created.token} onDone={dismiss} />;

  return (
    <FormCard title={t('form.title')} onSubmit={onSubmit}>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField form={form} name="name" label={t('form.name')} hint={t('form.nameHint')} autoComplete="off" maxLength={100} />
        <SelectField
          form={form}
          name="expires_in_days"
          label={t('form.expiry')}
          options={integrationTokenLifetimes.map((days) => ({ value: String(days), label: t('form.days', { count: days }) }))}
        />
      </div>
      <CheckboxGroupField form={form} name="scopes" legend={t('form.scopes')} hint={t('form.scopesHint')} className="flex flex-col gap-3">
        <div className="grid gap-4 md:grid-cols-3">
          {apiScopeGroups.map(({ group, choices }) => (
            <fieldset key={group} className="flex flex-col gap-2 rounded-xl border border-border p-3">
              <legend className="px-1 text-sm font-bold">{t(`scopeGroups.${group}`)}</legend>
              {choices.map((choice) => (
                <CheckboxChoice
                  key={choice.scope}
                  form={form}
                  name="scopes"
                  code={choice.scope}
                  label={choice.label === 'contentWrite' ? t('scopeNames.contentWrite', { type: resources(choice.type) }) : t(`scopeNames.${choice.label}`)}
                />
              ))}
            </fieldset>
          ))}
        </div>
      </CheckboxGroupField>
      <Field label={t('form.addresses')} hint={t.rich('form.addressesHint', ltrTag)} error={fieldErrorOf(form, 'allowed_addresses')}>
        {(control) => <Textarea {...control} rows={3} dir="ltr" spellCheck={false} className="font-mono" {...registerControl(form, 'allowed_addresses')} />}
      </Field>
      <SubmitButton isLoading={form.formState.isSubmitting} className="self-start">
        <KeyRound className="size-4" aria-hidden="true" />
        {t('form.submit')}
      </SubmitButton>
    </FormCard>
  );
}

import { PAN_MESSAGE, readPan } from '@kandamul/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast/toast';
import { useGetCustomerPanQuery, useSetCustomerPanMutation } from '../api/customer-pan';
import { fieldError, isNetworkError, serverMessage, useMessageText } from '../messages';
import { Skeleton } from '../../../components/skeleton';
import { Alert } from '../../../components/forms/alert';
import { TextField } from '../../../components/forms/text-field';
import { Button } from '../../../components/ui/button';
import { Text } from '../../../components/ui/text';
import '../../../lib/i18n/texts/account';

/**
 * A business customer's PAN/VAT number (issue 21): printed as the buyer's PAN on the VAT invoices
 * issued from now on. Checked with the domain's rule (readPan) before it is sent; blank removes it.
 */
export function PanForm() {
  const { t } = useTranslation('account');
  const text = useMessageText();
  const headingId = useId();
  const { data, error: loadError, isLoading, isFetching, refetch } = useGetCustomerPanQuery();
  const [save, { isLoading: saving }] = useSetCustomerPanMutation();
  const saved = data?.pan ?? null;
  const [error, setError] = useState<string>();
  // The field is the browser's own (uncontrolled): what a shopper typed into the server's form before its
  // code arrived stays, where hydration gave a controlled field its state's first value (empty). It
  // starts again from the saved number when that changes (a load, a save: its key).
  const field = useRef<HTMLInputElement>(null);

  const submit = async (next: string) => {
    const read = readPan(next);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    setError(undefined);
    try {
      const answer = await save({ pan: read.pan }).unwrap();
      if (field.current) field.current.value = answer.pan ?? '';
      toast.success(t(answer.pan ? 'pan.saved' : 'pan.removed'));
    } catch (failure) {
      if (isNetworkError(failure)) toast.error(t('pan.offline'));
      else setError(fieldError(failure, 'pan') ?? serverMessage(failure) ?? PAN_MESSAGE);
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(field.current?.value ?? '');
  };

  let body;
  if (isLoading) body = <Skeleton variant="rounded" height={56} />;
  else if (loadError)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()} disabled={isFetching}>
            {t('profile.retry')}
          </Button>
        }
      >
        {t('pan.loadError')}
      </Alert>
    );
  else
    body = (
      <form noValidate onSubmit={onSubmit}>
        <TextField
          label={t('pan.label')}
          key={saved ?? ''}
          ref={field}
          defaultValue={saved ?? ''}
          onChange={() => {
            if (error) setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error ? text(error) : t('pan.help')}
          autoComplete="off"
          inputMode="numeric"
          maxLength={20}
          data-testid="pan-input"
        />
        <div className="kd-pan__actions">
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? t('pan.saving') : t('pan.save')}
          </Button>
          {saved ? (
            <Button variant="outlined" color="inherit" disabled={saving} onClick={() => void submit('')}>
              {t('pan.remove')}
            </Button>
          ) : null}
        </div>
      </form>
    );

  return (
    <section aria-labelledby={headingId} className="kd-card kd-card--round kd-profile-card">
      <Text id={headingId} variant="h3" as="h2" className="kd-pan__title">
        {t('pan.title')}
      </Text>
      <Text variant="body2" className="kd-pan__intro">
        {saved ? t('pan.onInvoices', { pan: saved }) : t('pan.intro')}
      </Text>
      {body}
    </section>
  );
}

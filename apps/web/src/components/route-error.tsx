import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../lib/i18n/i18n';
import { ErrorBoundary } from './error-boundary';
import { LinkButton } from './ui/button';
import { Text } from './ui/text';

/** What a page that failed shows instead: says so and offers a way back. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => console.warn('route error', error), [error]);
  return (
    <div role="alert" className="kd-page-message">
      <Text variant="h1" gutterBottom>
        {t('states.errorTitle')}
      </Text>
      <Text className="kd-page-message__body">{t('states.errorBody')}</Text>
      <LinkButton variant="contained" to="/">
        {t('states.goHome')}
      </LinkButton>
    </div>
  );
}

/**
 * Catches what its routes throw while rendering and shows RouteError in their place. Any navigation
 * (a new location key, so a new search on the same path too) tries the routes again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return (
    <ErrorBoundary resetKey={key} fallback={(error) => <RouteError error={error} />}>
      {children}
    </ErrorBoundary>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="kd-page-message">
      <Text variant="h1" gutterBottom>
        {t('states.notFoundTitle')}
      </Text>
      <Text className="kd-page-message__body">{t('states.notFoundBody')}</Text>
      <LinkButton variant="contained" to="/">
        {t('states.goHome')}
      </LinkButton>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Text } from '../../../components/ui/text';

/**
 * The frame of the sign-in, sign-up, code and password screens: a heading, a short line, the form.
 * Drawn by the shop's stylesheet (`.kd-auth`), as the screens inside it are: a shopper who lands here
 * from a code SMS or 'Please log in for checkout' waits for no MUI (docs/decisions/052).
 */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="kd-auth">
      <div className="kd-auth__card">
        <Text variant="h1" className="kd-auth__title" gutterBottom>
          {title}
        </Text>
        {intro ? <Text className="kd-auth__intro">{intro}</Text> : null}
        {children}
      </div>
    </div>
  );
}

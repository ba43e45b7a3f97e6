import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The frame of the sign-in, sign-up, code and password screens: a heading, a short line, the form. */
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
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, sm: 5 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 460, p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }} gutterBottom>
          {title}
        </Typography>
        {intro ? (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {intro}
          </Typography>
        ) : null}
        {children}
      </Paper>
    </Box>
  );
}

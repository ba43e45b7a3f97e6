import { Avatar } from '@mui/material';
import { useEffect, useState } from 'react';

/** SPEC §9: without a picture (or when it fails to load) the avatar is the Kandamul logo. */
export const FALLBACK_AVATAR = '/logo.svg';

export function ProfileAvatar({
  image,
  alt,
  size = 112,
}: {
  image: string | null;
  alt: string;
  size?: number;
}) {
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [image]);
  const src = image && !broken ? image : FALLBACK_AVATAR;
  return (
    <Avatar
      src={src}
      alt={alt}
      slotProps={{ img: { onError: () => setBroken(true), width: size, height: size } }}
      sx={{
        width: size,
        height: size,
        bgcolor: 'background.default',
        border: 3,
        borderColor: 'primary.main',
        '& img': {
          objectFit: src === FALLBACK_AVATAR ? 'contain' : 'cover',
          p: src === FALLBACK_AVATAR ? 0.5 : 0,
        },
      }}
    />
  );
}

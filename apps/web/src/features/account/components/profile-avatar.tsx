import { useEffect, useState } from 'react';
import { classes } from '../../../components/ui/classes';

/** SPEC §9: without a picture (or when it fails to load) the avatar is the Kandamul logo. */
export const FALLBACK_AVATAR = '/logo.svg';

/** The round picture in a green ring, as MUI's Avatar drew it (styles/shop.css, `.kd-avatar`). */
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
    <div
      className={classes('kd-avatar', src === FALLBACK_AVATAR && 'kd-avatar--logo')}
      style={{ width: size, height: size }}
    >
      <img src={src} alt={alt} width={size} height={size} onError={() => setBroken(true)} />
    </div>
  );
}

import { MESSAGES, type WishlistEntry } from '@kandamul/domain';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectIsLoggedIn } from '../state/session-slice';
import { wishlistActions } from '../state/wishlist-slice';
import { useListWishlistQuery } from './api/list-wishlist';

/** The server's list as the wishlist slice keeps it (here and in the server render, ssr/prefetch.ts). */
export const wishlistLoaded = (entries: readonly WishlistEntry[]) =>
  wishlistActions.wishlistLoaded(entries.map((e) => ({ id: e.id, product: e.item })));

/**
 * Loads the wishlist once logged in (and again after each change, as the list is refetched when an
 * entry is added or removed): GET /list/wishlist/ → `wishlistLoaded`; a failure is stored as the
 * wishlist error 'Failed to fetch wishlist'. Returns whether the first load is still running.
 */
export function useWishlistSync(opts: { refetchOnMount?: boolean } = {}): { loading: boolean } {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data, isError, isLoading } = useListWishlistQuery(undefined, {
    skip: !loggedIn,
    refetchOnMountOrArgChange: opts.refetchOnMount ?? false,
  });
  useEffect(() => {
    if (data) {
      dispatch(wishlistLoaded(data));
    }
  }, [data, dispatch]);
  useEffect(() => {
    if (isError) dispatch(wishlistActions.wishlistRequestFailed(MESSAGES.wishlistFetchFailed));
  }, [isError, dispatch]);
  return { loading: loggedIn && isLoading };
}

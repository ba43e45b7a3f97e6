import { MESSAGES, type ProductSummary } from '@kandamul/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../toast/toast';
import { isApiError } from '../api/api-error';
import { serverMessage } from '../api/server-message';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectIsLoggedIn } from '../state/session-slice';
import { selectIsWishlisted, selectWishlist, wishlistActions } from '../state/wishlist-slice';
import { useCreateWishlistEntryMutation } from './api/create-wishlist-entry';
import { useDeleteWishlistEntryMutation } from './api/delete-wishlist-entry';

/**
 * The wishlist heart of a product (SPEC §4): state, whether a request is running, and the toggle.
 * Present: server delete by the entry's id, then local removal. Absent: server create, then local add
 * (duplicates skipped). The loading flag is set during the call and blocks further toggles.
 */
export function useWishlistToggle(product: ProductSummary) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const active = useAppSelector(selectIsWishlisted(product.id));
  const { loading: busy, apiItems } = useAppSelector(selectWishlist);
  const [createEntry] = useCreateWishlistEntryMutation();
  const [deleteEntry] = useDeleteWishlistEntryMutation();

  const fail = useCallback(
    (message: string) => {
      dispatch(wishlistActions.wishlistRequestFailed(message));
      toast.error(message);
    },
    [dispatch],
  );

  const toggle = useCallback(async () => {
    if (!loggedIn) {
      toast.warning(MESSAGES.loginForWishlist);
      navigate('/login');
      return;
    }
    if (busy) return;
    if (active) {
      const entry = apiItems.find((e) => e.product.id === product.id);
      if (!entry) {
        fail(MESSAGES.wishlistItemNotFound);
        return;
      }
      dispatch(wishlistActions.wishlistRequestStarted());
      try {
        await deleteEntry(entry.id).unwrap();
        dispatch(wishlistActions.entryRemoved({ productId: product.id }));
      } catch (error) {
        // Already gone on the server (removed on another device): the local copy follows.
        if (isApiError(error) && error.code === 'WISHLIST_ITEM_NOT_FOUND') {
          dispatch(wishlistActions.entryRemoved({ productId: product.id }));
        } else {
          fail(serverMessage(error, MESSAGES.wishlistRemoveFailed));
        }
      }
      return;
    }
    dispatch(wishlistActions.wishlistRequestStarted());
    try {
      const entry = await createEntry(product.id).unwrap();
      dispatch(wishlistActions.entryAdded({ id: entry.id, product: entry.item }));
    } catch (error) {
      fail(serverMessage(error, MESSAGES.wishlistAddFailed));
    }
  }, [loggedIn, busy, active, apiItems, product.id, navigate, dispatch, deleteEntry, createEntry, fail]);

  return { active, busy, toggle };
}

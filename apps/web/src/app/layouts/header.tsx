import { buildSearchPath } from '@kandamul/domain';
import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '../../lib/i18n/i18n';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Logo } from '../../components/logo';
import {
  type SuggestionOption,
  SuggestionStatus,
  useSearchSuggestions,
} from '../../features/catalog/components/search-suggestions';
import { Button, LinkButton } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { IconButton, IconLinkButton } from '../../components/ui/icon-button';
import {
  cart,
  darkMode,
  event,
  favoriteBorder,
  lightMode,
  logout as logoutIcon,
  person,
  search,
} from '../../components/ui/icons';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useLogout } from '../../lib/session/use-logout';
import { selectCartCount } from '../../lib/state/cart-slice';
import { selectIsLoggedIn } from '../../lib/state/session-slice';
import { selectCalendar, setCalendar, setLanguage, toggleMode } from '../../lib/state/theme-slice';
import { selectWishlistCount } from '../../lib/state/wishlist-slice';
import { HeaderMenu } from './header-menu';
import { useTuckOnScroll } from './use-tuck-on-scroll';

/**
 * A count over an icon, in the turmeric of offers: what MUI's Badge draws (it grows in, and shrinks
 * away with its last number when the count drops to 0), without its 1.7 KB gzip in every page load.
 */
function CountBadge({
  count,
  children,
  ...rest
}: {
  count: number;
  children: ReactNode;
  'data-testid'?: string;
}) {
  // The last count above 0 stays on the badge while it shrinks away.
  const [shown, setShown] = useState(count);
  if (count > 0 && count !== shown) setShown(count);
  const value = count > 0 ? count : shown;
  return (
    <span className="kd-badge" {...rest}>
      {children}
      <span className="kd-badge__count" aria-hidden data-empty={count > 0 ? undefined : ''}>
        {value > 0 ? (value > 99 ? '99+' : value) : null}
      </span>
    </span>
  );
}

const LISTBOX_ID = 'search-suggestions';

// The list of suggestions is fetched when the field first has the focus, long before a suggestion can
// arrive (two characters, a pause and a round trip): 0.7 KB gzip less in every page's first download.
const loadSuggestionList = () => import('../../features/catalog/components/suggestion-list');
const SuggestionList = lazy(loadSuggestionList);

function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = params.get('query') ?? '';
  const [text, setText] = useState(current);
  useEffect(() => setText(current), [current]);
  // On a server-rendered page a shopper may type before the page is hydrated: the field then holds
  // text the state does not know yet, and the next render would clear it. Take it over once.
  const input = useRef<HTMLInputElement>(null);
  // The suggestion list (combobox pattern): open while the field has the focus and there is
  // something to show; Escape closes it until the next key.
  const [focused, setFocused] = useState(false);
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed) setText(typed);
    // Focused before hydration: no focus event will come, and the suggestions must still show.
    if (input.current && input.current === document.activeElement) setFocused(true);
  }, []);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const { data, options } = useSearchSuggestions(text, focused);
  useEffect(() => {
    if (focused) void loadSuggestionList().catch(() => undefined);
  }, [focused]);
  const expanded = focused && !dismissed && data !== undefined && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;
  // A new answer starts with nothing chosen.
  useEffect(() => setActive(-1), [data]);

  const pick = (option: SuggestionOption) => {
    setDismissed(true);
    setActive(-1);
    input.current?.blur();
    navigate(option.path, option.state === undefined ? undefined : { state: option.state });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = options.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (n === 0) return;
      e.preventDefault();
      if (!expanded) {
        setDismissed(false);
        setActive(e.key === 'ArrowDown' ? 0 : n - 1);
        return;
      }
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (e.key === 'Enter' && activeOption) {
      e.preventDefault();
      pick(activeOption);
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setDismissed(true);
        setActive(-1);
      }
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // SPEC §2: trimmed and URL-encoded; an empty search does nothing.
    const path = buildSearchPath(text);
    setDismissed(true);
    if (path) navigate(path);
  };
  return (
    <form
      role="search"
      // Before the page is hydrated the browser submits the form itself, to a server-rendered search.
      action="/search"
      method="get"
      onSubmit={submit}
      className="kd-search"
    >
      {/* A plain input, not MUI's InputBase: the same field without InputBase and the
          TextareaAutosize it carries (3 KB gzip) in every page load. */}
      <input
        ref={input}
        type="search"
        name="query"
        value={text}
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          setText(e.target.value);
          setDismissed(false);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? LISTBOX_ID : undefined}
        aria-activedescendant={activeOption?.id}
        autoComplete="off"
        maxLength={200}
        className="kd-search__input"
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<Icon path={search} />}
        className="kd-search__button"
      >
        {t('search.button')}
      </Button>
      {expanded && (
        <Suspense fallback={null}>
          <SuggestionList
            id={LISTBOX_ID}
            data={data}
            options={options}
            activeId={activeOption?.id}
            onPick={pick}
          />
        </Suspense>
      )}
      <SuggestionStatus count={options.length} shown={focused && !dismissed && data !== undefined} />
    </form>
  );
}

/**
 * SPEC §2's header. On a laptop one row: logo, search, language, dates, theme, profile, Sign In or
 * Logout, wishlist, cart. Below MUI's md breakpoint (phones, small tablets) the bar that stays on
 * screen is one compact row (logo, language, wishlist, cart, Menu with the rest) and the search box
 * sits in a row under it that tucks away behind the bar while the shopper scrolls down and comes back
 * on the first scroll up, or when it takes the focus. That row is positioned, not in the flow, and
 * moves only by `transform`, over room the layout keeps for it: nothing on the page ever moves, so
 * there is no layout shift and no scroll-anchoring correction to read as a scroll the other way.
 */
export function Header() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const cartCount = useAppSelector(selectCartCount);
  const wishlistCount = useAppSelector(selectWishlistCount);
  const mode = useAppSelector((s) => s.theme.mode);
  const calendar = useAppSelector(selectCalendar);
  const logout = useLogout();
  const nepali = i18n.language === 'ne';
  const tucked = useTuckOnScroll();

  const themeLabel = mode === 'light' ? t('header.darkMode') : t('header.lightMode');
  const themeIcon = <Icon path={mode === 'light' ? darkMode : lightMode} />;
  const toggleTheme = () => dispatch(toggleMode());
  const calendarLabel = calendar === 'BS' ? t('header.showAdTitle') : t('header.showBsTitle');
  const toggleCalendar = () => dispatch(setCalendar(calendar === 'BS' ? 'AD' : 'BS'));

  return (
    <>
      {/* What MUI's AppBar (sticky, elevation 1) and Toolbar draw, on plain elements: the same bar
          without AppBar, Toolbar and the Paper under them in every page load. */}
      <header className="kd-header" data-tucked={tucked ? '' : undefined}>
        <div className="kd-header__bar">
          <RouterLink to="/" aria-label={t('header.home')} className="kd-header__home">
            <Logo height={32} />
          </RouterLink>
          <div data-testid="search-row" className="kd-header__search-row">
            <SearchBox />
          </div>
          <div className="kd-header__actions">
            <Button
              size="small"
              onClick={() => dispatch(setLanguage(nepali ? 'en' : 'ne'))}
              lang={nepali ? 'en' : 'ne'}
              title={t('header.language')}
              className="kd-header__language"
            >
              {nepali ? t('header.switchToEnglish') : t('header.switchToNepali')}
            </Button>
            {/* On a phone these are in the Menu. */}
            <div className="kd-header__wide">
              <Button
                size="small"
                onClick={toggleCalendar}
                aria-label={calendarLabel}
                title={calendarLabel}
                className="kd-header__calendar"
              >
                {calendar === 'BS' ? t('header.showAd') : t('header.showBs')}
              </Button>
              {/* A native title, not MUI's Tooltip: the same hint on hover without Popper.js in every page load. */}
              <IconButton onClick={toggleTheme} aria-label={themeLabel} title={themeLabel}>
                {themeIcon}
              </IconButton>
              <IconLinkButton to="/profile" aria-label={t('header.profile')}>
                <Icon path={person} />
              </IconLinkButton>
              {loggedIn ? (
                <Button onClick={logout} color="inherit">
                  {t('header.logout')}
                </Button>
              ) : (
                <LinkButton to="/login" color="inherit">
                  {t('header.signIn')}
                </LinkButton>
              )}
            </div>
            <IconLinkButton
              to="/profile/wishlist"
              aria-label={t('header.wishlistCount', { count: wishlistCount })}
            >
              <CountBadge count={wishlistCount}>
                <Icon path={favoriteBorder} />
              </CountBadge>
            </IconLinkButton>
            <IconLinkButton to="/cart" aria-label={t('header.cartCount', { count: cartCount })}>
              <CountBadge count={cartCount} data-testid="cart-count">
                <Icon path={cart} />
              </CountBadge>
            </IconLinkButton>
            <div className="kd-header__narrow">
              <HeaderMenu label={t('header.menu')}>
                {loggedIn ? (
                  <LinkButton to="/profile" color="inherit" startIcon={<Icon path={person} />}>
                    {t('header.profile')}
                  </LinkButton>
                ) : (
                  <LinkButton to="/login" color="inherit" startIcon={<Icon path={person} />}>
                    {t('header.signIn')}
                  </LinkButton>
                )}
                <Button onClick={toggleTheme} color="inherit" startIcon={themeIcon}>
                  {themeLabel}
                </Button>
                <Button onClick={toggleCalendar} color="inherit" startIcon={<Icon path={event} />}>
                  {calendarLabel}
                </Button>
                {loggedIn && (
                  <Button
                    onClick={logout}
                    color="inherit"
                    startIcon={<Icon path={logoutIcon} />}
                    data-closes-menu=""
                  >
                    {t('header.logout')}
                  </Button>
                )}
              </HeaderMenu>
            </div>
          </div>
        </div>
      </header>
      {/* The room the phone's search row covers at the top of the page. */}
      <div aria-hidden="true" className="kd-header__room" />
    </>
  );
}

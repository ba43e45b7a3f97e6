import { type MouseEvent, type ReactNode, type SyntheticEvent, useId, useLayoutEffect, useRef } from 'react';
import { classes } from '../ui/classes';

export interface DialogProps {
  open: boolean;
  /** Escape and a click on the backdrop ask for this; none (while saving, say) keeps the dialog open. */
  onClose?: () => void;
  /** A title drawn as DialogTitle and naming the dialog; or name it with `labelledBy` / `aria-label`. */
  title?: ReactNode;
  /** The buttons at its foot (DialogActions), when the dialog has no form of its own to hold them. */
  actions?: ReactNode;
  children?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
  fullWidth?: boolean;
  /** 'body': the page behind scrolls the whole dialog (a long form); 'paper': its content scrolls. */
  scroll?: 'paper' | 'body';
  labelledBy?: string;
  describedBy?: string;
  'aria-label'?: string;
  className?: string;
}

/**
 * A modal dialog as MUI's Dialog draws it (styles/shop.css, `.kd-dialog`), on the browser's own
 * `<dialog>`: `showModal()` keeps the focus inside and the rest of the page inert, and closing gives
 * the focus back to what had it. Nothing is rendered while it is closed, as MUI unmounts it.
 */
export function Dialog({
  open,
  onClose,
  title,
  actions,
  children,
  maxWidth = 'sm',
  fullWidth,
  scroll = 'paper',
  labelledBy,
  describedBy,
  'aria-label': ariaLabel,
  className,
}: DialogProps) {
  const titleId = useId();
  if (!open) return null;
  return (
    <OpenDialog
      onClose={onClose}
      className={classes('kd-dialog', `kd-dialog--scroll-${scroll}`, className)}
      paperClassName={classes(
        'kd-dialog__paper',
        `kd-dialog__paper--${maxWidth}`,
        fullWidth && 'kd-dialog__paper--full',
      )}
      labelledBy={labelledBy ?? (title ? titleId : undefined)}
      describedBy={describedBy}
      ariaLabel={ariaLabel}
    >
      {title && <DialogTitle id={labelledBy ?? titleId}>{title}</DialogTitle>}
      {children}
      {actions && <DialogActions>{actions}</DialogActions>}
    </OpenDialog>
  );
}

// How many dialogs are open: the page behind stays locked until the last one closes.
let openDialogs = 0;

function OpenDialog({
  onClose,
  className,
  paperClassName,
  labelledBy,
  describedBy,
  ariaLabel,
  children,
}: {
  onClose?: () => void;
  className: string;
  paperClassName: string;
  labelledBy?: string;
  describedBy?: string;
  ariaLabel?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const paper = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // jsdom has no showModal: the attribute shows it there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // The paper takes the focus, as MUI's did, not the first field (showModal's choice): a phone does not
    // open its keyboard over a form just opened, and Tab goes to the first control.
    paper.current?.focus();
    openDialogs += 1;
    document.documentElement.classList.add('kd-modal-open');
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      openDialogs -= 1;
      if (openDialogs === 0) document.documentElement.classList.remove('kd-modal-open');
    };
  }, []);

  // Escape: the dialog closes when the page says so, not on its own.
  const cancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose?.();
  };
  // The <dialog> covers the screen and the paper sits in it: a click on the <dialog> itself is the backdrop.
  const clickOutside = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose?.();
  };

  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-label={ariaLabel}
      onCancel={cancel}
      onClick={clickOutside}
    >
      <div ref={paper} tabIndex={-1} className={paperClassName}>
        {children}
      </div>
    </dialog>
  );
}

export function DialogTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className="kd-dialog__title">
      {children}
    </h2>
  );
}

export function DialogContent({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={classes('kd-dialog__content', className)}>{children}</div>;
}

/** DialogContentText: the dialog's running text in the quiet colour. */
export function DialogText({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="kd-dialog__text">
      {children}
    </p>
  );
}

export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="kd-dialog__actions">{children}</div>;
}

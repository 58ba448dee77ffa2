import { useId } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { DIALOG_VARIANTS } from '../shell-context';
import type { DialogVariant } from '../shell-context';
import { CloseIcon, IconButton } from './icon-button';
import { VARIANT_LOOK, overlayAlignment, panelStyle } from './modal-variants';
import { bodyStyle, footerStyle, headerStyle, overlayStyle } from './overlay-styles';
import { visuallyHidden } from './styles';
import { useUiText } from './ui-text';
import { useDialogBehaviour } from './use-dialog-behaviour';

export interface ModalProps {
  open: boolean;
  /** Called on the close button, Escape and a click on the dim layer (when dismissible). */
  onClose: () => void;
  /** The dialog's title: its accessible name. */
  title: ReactNode;
  /** Keeps the title for screen readers only (e.g. an illustrated loyalty dialog). */
  hideTitle?: boolean;
  /** Text read with the title when the dialog opens. */
  description?: ReactNode;
  /** One of the spec's variants; another value is refused (nothing renders). */
  variant?: DialogVariant;
  /**
   * Whether the shopper can close it (close button, Escape, dim layer). Defaults to true,
   * except `verify-otp`, which the spec gives no close button.
   */
  dismissible?: boolean;
  closeLabel?: string;
  /** The element to focus on open; otherwise the first control inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Buttons under the content (confirm, cancel). */
  footer?: ReactNode;
  children?: ReactNode;
  /**
   * False when the dialog is already on screen as it opens (the HTML first screen the shell's
   * gateway serves): it then skips its entry animation instead of playing it a second time.
   */
  appear?: boolean;
}

/** Cancels the entry animation of the dim layer and of the panel. */
const settled = { animation: 'none' } as const;

/**
 * A modal dialog in one of the spec's variants (centred, bottom sheet, side panel): labelled by
 * its title, focus kept inside, Escape closes, page scroll locked while open, focus returned to
 * the opener on close. `warn` is an alert dialog (it asks for a decision).
 */
export function Modal(props: ModalProps) {
  const { open, variant = 'primary' } = props;
  if (!(DIALOG_VARIANTS as readonly string[]).includes(variant)) {
    // A remote built without the types could still pass any string: refuse, as the shell does.
    console.error(
      `Modal refused: "${String(variant)}" is not a dialog variant (${DIALOG_VARIANTS.join(', ')})`,
    );
    return null;
  }
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<OpenModal {...props} variant={variant} />, document.body);
}

function OpenModal({
  onClose,
  dismissible,
  initialFocus,
  variant,
  ...panel
}: ModalProps & { variant: DialogVariant }) {
  const canClose = dismissible ?? variant !== 'verify-otp';
  const { panelRef, onKeyDown } = useDialogBehaviour({
    open: true,
    dismissible: canClose,
    onClose,
    initialFocus,
    // Already on screen from the HTML: it opens with the app's first commit.
    focusNextFrame: panel.appear === false,
  });
  return (
    <DialogPanel
      {...panel}
      variant={variant}
      canClose={canClose}
      onClose={onClose}
      panelRef={panelRef}
      onKeyDown={onKeyDown}
    />
  );
}

export interface DialogPanelProps extends Pick<
  ModalProps,
  'title' | 'hideTitle' | 'description' | 'closeLabel' | 'footer' | 'children' | 'appear'
> {
  variant: DialogVariant;
  canClose: boolean;
  /** Without it (a first screen drawn before the app runs) the close button is marked unavailable. */
  onClose?: () => void;
  panelRef?: RefObject<HTMLDivElement | null>;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * A modal's markup: the dim layer, the labelled panel, its header, body and footer. `Modal`
 * gives it the behaviour; the shell's build also renders it to HTML, so the dialog a first visit
 * opens is on screen before any script has run (infra/build/first-screen-plugin.cjs).
 */
export function DialogPanel({
  title,
  hideTitle = false,
  description,
  variant,
  canClose,
  closeLabel,
  onClose,
  panelRef,
  onKeyDown,
  footer,
  children,
  appear = true,
}: DialogPanelProps) {
  const text = useUiText();
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;
  const look = VARIANT_LOOK[variant];
  return (
    <div
      css={(theme) => [
        overlayStyle(theme, theme.zIndex.modal),
        overlayAlignment(look.placement),
        !appear && settled,
      ]}
      onMouseDown={(event) => {
        if (canClose && onClose && event.target === event.currentTarget) onClose();
      }}
      data-variant={variant}
    >
      <div
        ref={panelRef}
        role={variant === 'warn' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        css={(theme) => [panelStyle(theme, look), !appear && settled]}
      >
        <div css={[headerStyle, hideTitle && !canClose && visuallyHidden]}>
          <h2 id={titleId} css={hideTitle ? visuallyHidden : undefined}>
            {title}
          </h2>
          {canClose ? (
            <IconButton
              label={closeLabel ?? text.close}
              onClick={onClose}
              aria-disabled={onClose ? undefined : true}
              css={{ marginInlineStart: 'auto' }}
            >
              <CloseIcon />
            </IconButton>
          ) : null}
        </div>
        <div css={bodyStyle}>
          {description ? <p id={descriptionId}>{description}</p> : null}
          {children}
        </div>
        {footer ? <div css={footerStyle}>{footer}</div> : null}
      </div>
    </div>
  );
}

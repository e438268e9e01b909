import { ModalFocusScope, useModal } from '@bf/headless/interactions';
import type { CouponPlaceModel, CouponPlacedModel, CouponSlipModel } from '@bf/headless/screens/coupon-slip';
import { CouponEmpty, CouponProblems as SharedProblems, CouponSuccess as SharedSuccess, PlaceBetButton as SharedPlace, type ConfirmDialogProps } from '@bf/ui-core/coupon/coupon-results';
import { buttonStyles } from '../components/button.tsx';

export { CouponEmpty, type ConfirmDialogProps };

/** The phone's slip outcomes: written once in @bf/ui-core, drawn with this kit's thumb-sized buttons. */
export function PlaceBetButton(props: CouponPlaceModel) {
  return <SharedPlace {...props} buttonClassName={buttonStyles({ variant: 'primary', size: 'md' })} />;
}

export function CouponProblems(props: NonNullable<CouponSlipModel['problems']>) {
  return <SharedProblems {...props} buttonStyles={buttonStyles} />;
}

export type CouponSuccessProps = CouponPlacedModel;

export function CouponSuccess(props: CouponSuccessProps) {
  return <SharedSuccess {...props} buttonStyles={buttonStyles} />;
}

/** A question that must be answered (the one-click warning): focus moves in and stays, Escape cancels; a sheet from the bottom. */
export function ConfirmDialog({ isOpen, title, text, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  // Escape cancels; focus starts on "cancel" (data-autofocus), stays inside and goes back when it is answered.
  const modal = useModal({ isOpen, onClose: onCancel, role: 'alertdialog', hasDescription: true });
  if (!isOpen) return null;
  return (
    <ModalFocusScope>
      <div className="fixed inset-0 z-[60] flex items-end justify-center bg-black/50">
        <div {...modal.panelProps} className="w-full rounded-t-2xl border border-line bg-surface p-5 pb-[calc(1.25rem+env(safe-area-inset-bottom))] text-fg shadow-xl">
          <h2 {...modal.titleProps} className="text-base font-bold">
            {title}
          </h2>
          <p {...modal.descriptionProps} className="mt-2 text-sm text-muted">
            {text}
          </p>
          <div className="mt-5 grid grid-cols-2 gap-2">
            <button type="button" data-autofocus="" onClick={onCancel} className={buttonStyles({ variant: 'secondary', size: 'md' })}>
              {cancelLabel}
            </button>
            <button type="button" onClick={onConfirm} className={buttonStyles({ variant: 'primary', size: 'md' })}>
              {confirmLabel}
            </button>
          </div>
        </div>
      </div>
    </ModalFocusScope>
  );
}

import { ModalFocusScope, useModal } from '@bf/headless/interactions';
import type { CouponPlaceModel, CouponPlacedModel, CouponSlipModel } from '@bf/headless/screens/coupon-slip';
import * as Shared from '@bf/ui-core/coupon/coupon-results';
import type { ConfirmDialogProps } from '@bf/ui-core/coupon/coupon-results';
import { buttonStyles } from '../components/button.tsx';
export { CouponEmpty } from './coupon-empty.tsx';
export type { ConfirmDialogProps } from '@bf/ui-core/coupon/coupon-results';

// The slip's outcomes are drawn once in @bf/ui-core with this kit's buttons; the one-click question is a centred dialog here.

/** "Place bet" at the desktop's large size. */
export const PlaceBetButton = (place: CouponPlaceModel) => <Shared.PlaceBetButton {...place} buttonClassName={buttonStyles({ variant: 'primary', size: 'lg' })} />;

export const CouponProblems = (problems: NonNullable<CouponSlipModel['problems']>) => <Shared.CouponProblems {...problems} buttonStyles={buttonStyles} />;

export type CouponSuccessProps = CouponPlacedModel;
export const CouponSuccess = (placed: CouponSuccessProps) => <Shared.CouponSuccess {...placed} buttonStyles={buttonStyles} />;

/** A question that must be answered (the one-click warning): focus moves in and stays, Escape cancels. */
export function ConfirmDialog({ isOpen, title, text, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  // Escape cancels; focus starts on "cancel" (data-autofocus), stays inside and goes back when it is answered.
  const modal = useModal({ isOpen, onClose: onCancel, role: 'alertdialog', hasDescription: true });
  if (!isOpen) return null;
  return (
    <ModalFocusScope>
      <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4">
        <div {...modal.panelProps} className="w-full max-w-sm rounded-xl border border-line bg-surface p-5 text-fg shadow-xl">
          <h2 {...modal.titleProps} className="text-base font-bold">
            {title}
          </h2>
          <p {...modal.descriptionProps} className="mt-2 text-sm text-muted">
            {text}
          </p>
          <div className="mt-5 flex justify-end gap-2">
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

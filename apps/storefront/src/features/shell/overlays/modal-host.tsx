'use client';

import { useRef } from 'react';
import { useShellStore } from '../state/shell-store';
import { useDialogFocus } from './dialog-focus';

export interface ModalHostStrings {
  close: string;
  popupLabel: string;
  errorLabel: string;
}

/**
 * SPEC §2.2 modal host and popup host. Features open the modal or push popups through the shell
 * store (modal-state.ts); the popup shown is the oldest in the queue, and closing removes it.
 */
export function ModalHost({ strings }: { strings: ModalHostStrings }) {
  const modal = useShellStore((state) => state.modal);
  const popups = useShellStore((state) => state.popups);
  const closeModal = useShellStore((state) => state.closeModal);
  const closePopup = useShellStore((state) => state.closePopup);
  const modalRef = useRef<HTMLDivElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const popup = popups[0];
  const showModal = modal.open && modal.visible;
  useDialogFocus(modalRef, showModal, closeModal);
  useDialogFocus(popupRef, !showModal && Boolean(popup), closePopup);

  return (
    <>
      {showModal ? (
        <div className="ls-overlay" onClick={closeModal}>
          <div
            ref={modalRef}
            className="ls-dialog"
            role="dialog"
            aria-modal="true"
            aria-label={modal.label ?? undefined}
            tabIndex={-1}
            data-testid="shell:modal"
            onClick={(event) => event.stopPropagation()}
          >
            <button
              type="button"
              className="ls-icon-button ls-dialog-close"
              aria-label={strings.close}
              onClick={closeModal}
            >
              <span aria-hidden="true">×</span>
            </button>
            {modal.content}
          </div>
        </div>
      ) : null}
      {popup && !showModal ? (
        <div className="ls-overlay">
          <div
            ref={popupRef}
            className="ls-dialog ls-popup"
            role={popup.isError ? 'alertdialog' : 'dialog'}
            aria-modal="true"
            aria-label={popup.isError ? strings.errorLabel : strings.popupLabel}
            tabIndex={-1}
            data-testid="shell:popup"
            data-error={popup.isError ? 'true' : undefined}
          >
            <p className="ls-popup-message">{popup.message}</p>
            <button type="button" className="ls-button ls-button-primary" onClick={closePopup}>
              {strings.close}
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}

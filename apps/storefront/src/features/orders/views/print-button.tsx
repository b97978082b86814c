'use client';

/** The print view's button: the browser's print dialog (the print stylesheet does the rest). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="ls-button ls-button-primary ls-order-print-button"
      onClick={() => window.print()}
      data-testid="order:print"
    >
      {label}
    </button>
  );
}

import type { StoreViewCode } from '@lumo/block-schema';

/** Magento CheckoutAgreement (MANUAL: the shopper ticks it), per store view, in its language. */
export interface CheckoutAgreementData {
  agreement_id: number;
  name: string;
  content: string;
  content_height: string | null;
  checkbox_text: string;
  is_html: boolean;
  mode: 'MANUAL' | 'AUTO';
}

const en = (id: number): CheckoutAgreementData => ({
  agreement_id: id,
  name: 'Terms and conditions',
  content:
    'By placing this order you confirm that you are of legal age to buy nicotine products in your country and accept our terms and conditions of sale.',
  content_height: null,
  checkbox_text: 'I confirm I am of legal age and accept the terms and conditions',
  is_html: false,
  mode: 'MANUAL',
});

const el: CheckoutAgreementData = {
  agreement_id: 2,
  name: 'Όροι και προϋποθέσεις',
  content:
    'Με την υποβολή της παραγγελίας επιβεβαιώνετε ότι έχετε τη νόμιμη ηλικία για την αγορά προϊόντων νικοτίνης και αποδέχεστε τους όρους πώλησης.',
  content_height: null,
  checkbox_text: 'Επιβεβαιώνω ότι έχω τη νόμιμη ηλικία και αποδέχομαι τους όρους',
  is_html: false,
  mode: 'MANUAL',
};

const de: CheckoutAgreementData = {
  agreement_id: 6,
  name: 'Allgemeine Geschäftsbedingungen',
  content:
    'Mit Ihrer Bestellung bestätigen Sie, dass Sie das gesetzliche Mindestalter für den Kauf von Nikotinprodukten erreicht haben, und akzeptieren unsere Allgemeinen Geschäftsbedingungen.',
  content_height: null,
  checkbox_text: 'Ich bestätige mein Mindestalter und akzeptiere die AGB',
  is_html: false,
  mode: 'MANUAL',
};

export const CHECKOUT_AGREEMENTS: Readonly<Record<StoreViewCode, CheckoutAgreementData[]>> = {
  uk: [en(1)],
  gr: [el],
  ie: [en(3)],
  eu: [en(4)],
  ca: [en(5)],
  ch: [de],
  us: [en(7)],
};

import { z } from 'zod';
import { defineBlock } from '../define-block';
import { noticeFields } from './notice-fields';

/**
 * SPEC §2.6 / §3.1 PermanentBlock: the permanent age-confirmation notice. It cannot be closed.
 * "{minimumAge}" in the text becomes the store view's minimum age when rendered (18 in the UK,
 * 19 in Canada, 21 in the US), so one text serves every market.
 */
export const MINIMUM_AGE_TOKEN = '{minimumAge}';

export const permanentBlock = defineBlock({
  type: 'PermanentBlock',
  version: 1,
  label: 'Age notice (permanent)',
  group: 'Notices',
  icon: 'Rating18Plus',
  description: 'The permanent age notice band. {minimumAge} shows the store view’s minimum age.',
  schema: z.object({
    ...noticeFields({
      text: `<p>You must be ${MINIMUM_AGE_TOKEN} or over to buy from this site. We check every customer's age before we dispatch an order.</p>`,
      textColor: '#ffffff',
      background: '#062a2d',
      icon: '/media/icon-age.svg',
      iconBackgroundColor: '#f2a65a',
      textHelp: `${MINIMUM_AGE_TOKEN} is replaced by the store view's minimum age`,
    }),
  }),
  example: {
    text: `<p>You must be ${MINIMUM_AGE_TOKEN} or over to buy from this site. We check every customer's age before we dispatch an order.</p>`,
    textAlign: 'center',
    textColor: '#ffffff',
    background: '#062a2d',
    icon: { url: '/media/icon-age.svg', alt: '', width: 64, height: 64 },
    iconFilter: 'none',
    iconBackgroundColor: '#f2a65a',
  },
});

import { z } from 'zod';
import { defineBlock } from '../define-block';
import { fields } from '../fields';
import { noticeFields } from './notice-fields';

/**
 * SPEC §3.1 WarningBannerBlock: a notice band (e.g. the nicotine health warning of COMPLIANCE.md).
 * withCloseButtonAction adds a close button that hides it for the visit (SPEC §4: "warning banner
 * active until dismissed").
 */
export const UK_NICOTINE_WARNING =
  'This product contains nicotine which is a highly addictive substance';

export const warningBannerBlock = defineBlock({
  type: 'WarningBannerBlock',
  version: 1,
  label: 'Warning banner',
  group: 'Notices',
  icon: 'AlertTriangle',
  description: 'A health warning or notice band, optionally closable by the visitor.',
  schema: z.object({
    ...noticeFields({
      text: `<p><strong>${UK_NICOTINE_WARNING}</strong></p>`,
      textColor: '#0d1b1e',
      background: '#ffffff',
      icon: '/media/icon-warning.svg',
      iconBackgroundColor: '',
    }),
    withCloseButtonAction: fields.boolean(
      'Visitors can close it',
      false,
      'Adds a close button; the banner stays hidden for the rest of the visit',
    ),
  }),
  example: {
    text: `<p><strong>${UK_NICOTINE_WARNING}</strong></p>`,
    textAlign: 'center',
    textColor: '#0d1b1e',
    background: '#ffffff',
    icon: { url: '/media/icon-warning.svg', alt: '', width: 64, height: 64 },
    iconFilter: 'none',
    iconBackgroundColor: '',
    withCloseButtonAction: false,
  },
});

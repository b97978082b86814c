import { TEXT_ALIGNS } from '../constants';
import { fields } from '../fields';
import { withDefault } from './field-helpers';

/**
 * The fields WarningBannerBlock and PermanentBlock share (SPEC §3.1: "PermanentBlock: similar
 * fields"). iconFilter is a choice of named filters, never free CSS.
 */
export const ICON_FILTERS = ['none', 'white', 'black', 'grayscale'] as const;

export function noticeFields(defaults: {
  text: string;
  textColor: string;
  background: string;
  icon: string;
  iconBackgroundColor: string;
  textHelp?: string;
}) {
  return {
    text: fields.markup('Text', {
      defaultValue: defaults.text,
      max: 2000,
      help: defaults.textHelp,
    }),
    textAlign: fields.select('Text alignment', TEXT_ALIGNS, 'center'),
    textColor: fields.color('Text colour', defaults.textColor),
    background: fields.color('Background colour', defaults.background),
    icon: withDefault(fields.image('Icon'), {
      url: defaults.icon,
      alt: '',
      width: 64,
      height: 64,
    }),
    iconFilter: fields.select(
      'Icon colour filter',
      ICON_FILTERS,
      'none',
      'Recolours a one-colour icon to fit the background',
    ),
    iconBackgroundColor: fields.color('Icon background colour', defaults.iconBackgroundColor),
  };
}

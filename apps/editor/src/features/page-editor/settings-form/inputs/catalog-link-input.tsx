import { CatalogPicker } from './catalog-picker';
import { ControlledField } from './controlled-field';
import type { FieldInputProps } from './field-input-props';
import { LinkField } from './link-input';

/**
 * `fields.catalogLink`: the link input, plus a picker that searches the store view's products
 * and categories and fills in the chosen one's storefront path. Any other link can still be
 * typed.
 */
export function CatalogLinkInput(props: FieldInputProps) {
  return (
    <ControlledField
      {...props}
      render={(input, common) => (
        <LinkField input={input} common={common}>
          <CatalogPicker
            linkLabel={common.label}
            testId={`catalog-picker:${props.name}`}
            onPick={(path) => {
              input.onChange(path);
              input.onBlur();
            }}
          />
        </LinkField>
      )}
    />
  );
}

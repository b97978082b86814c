import { Select, type SelectProps } from '@mantine/core';
import { STORE_VIEWS, type StoreViewCode } from '@lumo/block-schema';

const STORE_VIEW_OPTIONS = STORE_VIEWS.map((view) => ({
  value: view.code,
  label: `${view.name} (${view.code})`,
}));

export interface StoreViewSelectProps extends Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'allowDeselect'
> {
  value: StoreViewCode;
  onChange(code: StoreViewCode): void;
}

export function StoreViewSelect({ value, onChange, ...props }: StoreViewSelectProps) {
  return (
    <Select
      data={STORE_VIEW_OPTIONS}
      value={value}
      allowDeselect={false}
      checkIconPosition="right"
      onChange={(next) => {
        const view = STORE_VIEWS.find((candidate) => candidate.code === next);
        if (view) onChange(view.code);
      }}
      {...props}
    />
  );
}

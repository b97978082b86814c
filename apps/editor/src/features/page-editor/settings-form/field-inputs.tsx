import { useRef, type ReactNode } from 'react';
import {
  ActionIcon,
  Autocomplete,
  ColorInput,
  Fieldset,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { IconBold, IconItalic, IconLink, IconList, IconPilcrow } from '@tabler/icons-react';
import { Controller, useFormContext, type FieldError } from 'react-hook-form';
import { DEFAULT_CONTENT_LINKS } from '@lumo/block-schema';
import type { FieldDescriptor } from './describe-fields';
import { ListField } from './list-field';
import { useMediaPicker, type MediaValue } from './media-picker-context';

/** The first message of a (possibly nested) react-hook-form error: image errors sit at `.url`. */
export function errorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as Partial<FieldError>;
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref' || key === 'type') continue;
    const nested = errorMessage(value);
    if (nested) return nested;
  }
  return undefined;
}

export function testIdOf(name: string): string {
  return `field:${name}`;
}

interface FieldInputProps {
  field: FieldDescriptor;
  /** The react-hook-form path of the value, e.g. `items.2.text`. */
  name: string;
  /** Overrides the label (list items of primitive values have none). */
  label?: string;
}

/** The input for one field, chosen by its kind. */
export function FieldInput({ field, name, label = field.label }: FieldInputProps): ReactNode {
  const { control } = useFormContext();
  const description = field.help;
  const testId = testIdOf(name);

  switch (field.kind) {
    case 'object':
      return (
        <Fieldset legend={label} data-testid={testId} variant="filled" p="sm">
          <Stack gap="sm">
            {(field.fields ?? []).map((child) => (
              <FieldInput key={child.key} field={child} name={`${name}.${child.key}`} />
            ))}
          </Stack>
        </Fieldset>
      );
    case 'list':
      return <ListField field={field} name={name} label={label} />;
    case 'image':
    case 'video':
      return <MediaField field={field} name={name} label={label} />;
    default:
      return (
        <Controller
          control={control}
          name={name}
          render={({ field: input, fieldState }) => {
            const common = {
              label,
              description,
              required: field.required,
              error: errorMessage(fieldState.error),
              'data-testid': testId,
              name: input.name,
              onBlur: input.onBlur,
            };
            switch (field.kind) {
              case 'longText':
                return (
                  <Textarea
                    {...common}
                    autosize
                    minRows={2}
                    maxRows={10}
                    value={asString(input.value)}
                    onChange={(event) => input.onChange(event.currentTarget.value)}
                  />
                );
              case 'markup':
                return (
                  <MarkupInput
                    {...common}
                    value={asString(input.value)}
                    onChange={(value) => input.onChange(value)}
                  />
                );
              case 'number':
                return (
                  <NumberInput
                    {...common}
                    value={typeof input.value === 'number' ? input.value : ''}
                    // An emptied input stays empty (and invalid) rather than jumping to 0.
                    onChange={(value) => input.onChange(value)}
                  />
                );
              case 'boolean':
                return (
                  <Switch
                    label={label}
                    description={description}
                    error={common.error}
                    data-testid={testId}
                    name={input.name}
                    onBlur={input.onBlur}
                    checked={input.value === true}
                    onChange={(event) => input.onChange(event.currentTarget.checked)}
                  />
                );
              case 'select':
                return (
                  <Select
                    {...common}
                    data={field.options.map((option) => ({ value: option, label: option }))}
                    allowDeselect={false}
                    value={asString(input.value) || null}
                    onChange={(value) => input.onChange(value ?? '')}
                  />
                );
              case 'color':
                return (
                  <ColorInput
                    {...common}
                    format="hex"
                    value={asString(input.value)}
                    onChange={(value) => input.onChange(value)}
                  />
                );
              case 'link':
                return (
                  <Autocomplete
                    {...common}
                    placeholder="/devices or https://…"
                    data={[...DEFAULT_CONTENT_LINKS]}
                    value={asString(input.value)}
                    onChange={(value) => input.onChange(value)}
                  />
                );
              default:
                return (
                  <TextInput
                    {...common}
                    value={asString(input.value)}
                    onChange={(event) => input.onChange(event.currentTarget.value)}
                  />
                );
            }
          }}
        />
      );
  }
}

function asString(value: unknown): string {
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

function MediaField({
  field,
  name,
  label,
}: Required<Pick<FieldInputProps, 'label'>> & FieldInputProps) {
  const { control } = useFormContext();
  const MediaPicker = useMediaPicker();
  const kind = field.kind === 'video' ? 'video' : 'image';
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => {
        const value = (input.value ?? { url: '' }) as MediaValue;
        const error = errorMessage(fieldState.error);
        const onChange = (next: MediaValue) => input.onChange({ ...value, ...next });
        return (
          <div data-testid={testIdOf(name)}>
            {MediaPicker ? (
              <MediaPicker
                kind={kind}
                value={value}
                onChange={onChange}
                label={label}
                error={error}
                required={field.required}
              />
            ) : (
              // Without a media library (e.g. a stand-alone form) the URL can still be typed.
              <TextInput
                label={label}
                required={field.required}
                error={error}
                value={value.url}
                onChange={(event) => onChange({ url: event.currentTarget.value })}
              />
            )}
          </div>
        );
      }}
    />
  );
}

interface MarkupInputProps {
  label: string;
  description?: string;
  required?: boolean;
  error?: string;
  name: string;
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  'data-testid': string;
}

const MARKUP_TOOLS = [
  { label: 'Bold', icon: IconBold, before: '<strong>', after: '</strong>' },
  { label: 'Italic', icon: IconItalic, before: '<em>', after: '</em>' },
  { label: 'Link', icon: IconLink, before: '<a href="/">', after: '</a>' },
  { label: 'Paragraph', icon: IconPilcrow, before: '<p>', after: '</p>' },
  { label: 'List', icon: IconList, before: '<ul>\n  <li>', after: '</li>\n</ul>' },
] as const;

/**
 * Rich text as HTML in a textarea with a few tag buttons. The schema sanitises the value
 * (block-schema sanitizeMarkup), so whatever is typed here is made safe before it is stored.
 */
function MarkupInput({ value, onChange, label, description, ...rest }: MarkupInputProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const wrapSelection = (before: string, after: string) => {
    const element = textarea.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const next =
      value.slice(0, start) + before + value.slice(start, end) + after + value.slice(end);
    onChange(next);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + before.length, end + before.length);
    });
  };
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={500}>
          {label}
          {rest.required ? ' *' : ''}
        </Text>
        <Group gap={2} role="toolbar" aria-label={`${label} formatting`}>
          {MARKUP_TOOLS.map(({ label: toolLabel, icon: Icon, before, after }) => (
            <Tooltip key={toolLabel} label={toolLabel} withinPortal>
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label={toolLabel}
                onClick={() => wrapSelection(before, after)}
              >
                <Icon size={14} />
              </ActionIcon>
            </Tooltip>
          ))}
        </Group>
      </Group>
      <Textarea
        {...rest}
        ref={textarea}
        aria-label={label}
        description={description}
        autosize
        minRows={3}
        maxRows={14}
        styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </Stack>
  );
}

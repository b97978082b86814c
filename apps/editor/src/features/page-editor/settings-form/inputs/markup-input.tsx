import { useRef } from 'react';
import { ActionIcon, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconBold, IconItalic, IconLink, IconList, IconPilcrow } from '@tabler/icons-react';
import { ControlledField, type CommonInputProps } from './controlled-field';
import { asString, type FieldInputProps } from './field-input-props';

/** `fields.markup`: rich text as HTML. */
export function MarkupInput(props: FieldInputProps) {
  return (
    <ControlledField
      {...props}
      render={(input, common) => (
        <MarkupEditor
          {...common}
          value={asString(input.value)}
          onChange={(value) => input.onChange(value)}
        />
      )}
    />
  );
}

interface MarkupEditorProps extends CommonInputProps {
  value: string;
  onChange(value: string): void;
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
function MarkupEditor({ value, onChange, label, description, ...rest }: MarkupEditorProps) {
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

import { useId, useState } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconChevronDown,
  IconChevronRight,
  IconCopy,
  IconGripVertical,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import {
  useController,
  useFieldArray,
  useFormContext,
  useFormState,
  useWatch,
} from 'react-hook-form';
import type { FieldDescriptor } from './describe-fields';
import { FieldInput, errorMessage, testIdOf } from './field-inputs';
import { SortableItems, type DragHandleProps } from './sortable-items';

interface ListFieldProps {
  field: FieldDescriptor;
  name: string;
  label: string;
}

interface ListOperations {
  ids: string[];
  add(): void;
  remove(index: number): void;
  duplicate(index: number): void;
  move(from: number, to: number): void;
}

/**
 * A list of items (flavours, tab items, buttons, footer menus): add, remove, duplicate, and
 * reorder by dragging the handle (mouse or keyboard) or with the up/down buttons.
 */
export function ListField(props: ListFieldProps) {
  return props.field.item?.kind === 'object' ? (
    <ObjectListField {...props} />
  ) : (
    <ValueListField {...props} />
  );
}

/** Items are objects: react-hook-form's field array keeps a stable key per row. */
function ObjectListField(props: ListFieldProps) {
  const { control, getValues } = useFormContext();
  // keyName keeps react-hook-form's row keys apart from item props that are called `id`.
  const {
    fields: rows,
    append,
    remove,
    insert,
    move,
  } = useFieldArray({
    control,
    name: props.name,
    keyName: 'rowKey' as 'id',
  });
  const operations: ListOperations = {
    ids: rows.map((row) => String((row as unknown as { rowKey: string }).rowKey)),
    add: () => append(props.field.newItem?.() as never),
    remove,
    duplicate: (index) =>
      insert(index + 1, structuredClone(getValues(`${props.name}.${index}`)) as never),
    move,
  };
  return <ListLayout {...props} operations={operations} />;
}

let nextRowKey = 0;
const newRowKey = () => `row-${(nextRowKey += 1)}`;

/**
 * Items are plain values (strengths in mg/ml): react-hook-form's field array only handles
 * objects, so the array is edited as one value with row keys kept alongside.
 */
function ValueListField(props: ListFieldProps) {
  const { field: input } = useController({ name: props.name });
  const items: unknown[] = Array.isArray(input.value) ? input.value : [];
  const [keys, setKeys] = useState<string[]>(() => items.map(newRowKey));
  // The value changed from outside (reset, undo): give new rows keys, drop keys of gone rows.
  if (keys.length !== items.length) {
    const adjusted = keys.slice(0, items.length);
    while (adjusted.length < items.length) adjusted.push(newRowKey());
    setKeys(adjusted);
  }

  const update = (next: unknown[], nextKeys: string[]) => {
    setKeys(nextKeys);
    input.onChange(next);
  };
  const operations: ListOperations = {
    ids: keys,
    add: () => update([...items, props.field.newItem?.()], [...keys, newRowKey()]),
    remove: (index) =>
      update(
        items.filter((_, i) => i !== index),
        keys.filter((_, i) => i !== index),
      ),
    duplicate: (index) =>
      update(
        [...items.slice(0, index + 1), structuredClone(items[index]), ...items.slice(index + 1)],
        [...keys.slice(0, index + 1), newRowKey(), ...keys.slice(index + 1)],
      ),
    move: (from, to) => update(moveItem(items, from, to), moveItem(keys, from, to)),
  };
  return <ListLayout {...props} operations={operations} />;
}

function moveItem<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

function ListLayout({
  field,
  name,
  label,
  operations,
}: ListFieldProps & { operations: ListOperations }) {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const { ids } = operations;
  const itemLabel = field.itemLabel ?? 'Item';
  const listError = errorMessage(listLevelError(errors, name));

  return (
    <Stack gap="xs" data-testid={testIdOf(name)}>
      <Text size="sm" fw={500}>
        {label}{' '}
        <Text span c="dimmed" size="xs">
          ({ids.length})
        </Text>
      </Text>
      {field.help ? (
        <Text size="xs" c="dimmed">
          {field.help}
        </Text>
      ) : null}
      <SortableItems
        ids={ids}
        onMove={operations.move}
        renderItem={(index, handle) => (
          <ListItem
            field={field}
            name={`${name}.${index}`}
            index={index}
            count={ids.length}
            itemLabel={itemLabel}
            handle={handle}
            onRemove={() => operations.remove(index)}
            onDuplicate={() => operations.duplicate(index)}
            onMove={(to) => operations.move(index, to)}
          />
        )}
      />
      {listError ? (
        <Text size="xs" c="red" role="alert">
          {listError}
        </Text>
      ) : null}
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} />}
        onClick={operations.add}
        data-testid={`${testIdOf(name)}:add`}
      >
        Add {itemLabel.toLowerCase()}
      </Button>
    </Stack>
  );
}

/** An array's own error (min/max items), not its items' errors. */
function listLevelError(errors: Record<string, unknown>, name: string): unknown {
  let current: unknown = errors;
  for (const part of name.split('.')) {
    if (!current || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  if (!current || typeof current !== 'object') return undefined;
  const { message, root } = current as { message?: string; root?: { message?: string } };
  return message ? { message } : root;
}

interface ListItemProps {
  field: FieldDescriptor;
  name: string;
  index: number;
  count: number;
  itemLabel: string;
  handle: DragHandleProps;
  onRemove(): void;
  onDuplicate(): void;
  onMove(to: number): void;
}

function ListItem(props: ListItemProps) {
  const { field, name, index, count, itemLabel, handle, onRemove, onDuplicate, onMove } = props;
  const item = field.item;
  const [open, setOpen] = useState(true);
  const title = useItemTitle(field, name) || `${itemLabel} ${index + 1}`;
  const headingId = useId();
  const isObject = item?.kind === 'object';

  return (
    <Paper withBorder p="xs" radius="sm" data-testid={`${testIdOf(name)}:item`}>
      <Group gap={4} wrap="nowrap" mb={open ? 'xs' : 0}>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={`Drag ${title} to reorder`}
          style={{ cursor: 'grab' }}
          {...handle}
        >
          <IconGripVertical size={14} />
        </ActionIcon>
        {isObject ? (
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={open ? `Collapse ${title}` : `Expand ${title}`}
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
          </ActionIcon>
        ) : null}
        <Text id={headingId} size="sm" fw={500} truncate style={{ flex: 1 }}>
          {title}
        </Text>
        <ItemAction
          label={`Move ${title} up`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <IconArrowUp size={14} />
        </ItemAction>
        <ItemAction
          label={`Move ${title} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <IconArrowDown size={14} />
        </ItemAction>
        <ItemAction label={`Duplicate ${title}`} onClick={onDuplicate}>
          <IconCopy size={14} />
        </ItemAction>
        <ItemAction label={`Remove ${title}`} onClick={onRemove} color="red">
          <IconTrash size={14} />
        </ItemAction>
      </Group>
      {open && item ? (
        isObject ? (
          <Stack gap="sm" role="group" aria-labelledby={headingId}>
            {(item.fields ?? []).map((child) => (
              <FieldInput key={child.key} field={child} name={`${name}.${child.key}`} />
            ))}
          </Stack>
        ) : (
          <FieldInput field={item} name={name} label={`${itemLabel} ${index + 1}`} />
        )
      ) : null}
    </Paper>
  );
}

function ItemAction({
  label,
  onClick,
  disabled,
  color,
  children,
}: {
  label: string;
  onClick(): void;
  disabled?: boolean;
  color?: string;
  children: React.ReactNode;
}) {
  return (
    <Tooltip label={label} withinPortal openDelay={400}>
      <ActionIcon
        variant="subtle"
        size="sm"
        color={color}
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** The item's title prop (itemTitleKey, else its first text field) for the item header. */
function useItemTitle(field: FieldDescriptor, name: string): string {
  const titleKey =
    field.itemTitleKey ??
    field.item?.fields?.find((child) => child.kind === 'text' || child.kind === 'longText')?.key;
  const value = useWatch({ name: titleKey ? `${name}.${titleKey}` : name });
  if (!titleKey) return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return typeof value === 'string' ? value.slice(0, 60) : '';
}

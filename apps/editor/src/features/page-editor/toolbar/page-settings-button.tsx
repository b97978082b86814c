import { useState } from 'react';
import { Button, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { pageMetaSchema } from '@lumo/block-schema';
import type { PageFields, PageMeta } from '../page-document/page-document';
import { MediaPicker } from '../../media';

interface PageSettingsButtonProps {
  fields: PageFields;
  onChange(fields: PageFields): void;
}

/** Page-level settings of the page format: title, search description, social image, no-index. */
export function PageSettingsButton({ fields, onChange }: PageSettingsButtonProps) {
  const [opened, setOpened] = useState(false);
  const meta = fields.meta;
  const setMeta = (patch: Partial<PageMeta>) =>
    onChange({ ...fields, meta: { ...meta, ...patch } });
  const check = pageMetaSchema.safeParse(meta);
  const errorOf = (key: keyof PageMeta) =>
    check.success ? undefined : check.error.issues.find((issue) => issue.path[0] === key)?.message;

  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconSettings size={14} />}
        onClick={() => setOpened(true)}
        data-testid="editor:page-settings"
      >
        Page
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Page settings">
        <Stack gap="sm">
          <TextInput
            label="Title"
            required
            value={fields.title}
            error={fields.title.trim() ? undefined : 'A page needs a title'}
            onChange={(event) => onChange({ ...fields, title: event.currentTarget.value })}
          />
          <Textarea
            label="Search description"
            description="Shown by search engines under the title (up to 500 characters)"
            autosize
            minRows={2}
            value={meta.description}
            error={errorOf('description')}
            onChange={(event) => setMeta({ description: event.currentTarget.value })}
            data-testid="field:meta.description"
          />
          <MediaPicker
            kind="image"
            label="Social image"
            value={{ url: meta.image }}
            onChange={(value) => setMeta({ image: value.url })}
            error={errorOf('image')}
          />
          <Switch
            label="Hide from search engines (noindex)"
            checked={meta.noIndex}
            onChange={(event) => setMeta({ noIndex: event.currentTarget.checked })}
            data-testid="field:meta.noIndex"
          />
        </Stack>
      </Modal>
    </>
  );
}

import {
  Button,
  Center,
  Group,
  Image,
  Input,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPhoto, IconVideo, IconX } from '../../lib/icons';
import { useId, useState } from 'react';
import { MediaLibrary } from './MediaLibrary';
import { fileNameOfUrl, imageValueFromAsset, type MediaValue } from './media-types';
import type { UploadedAsset } from './upload';
import type { MediaAsset } from './media-types';

export interface MediaPickerProps {
  kind: 'image' | 'video';
  value: MediaValue;
  onChange(value: MediaValue): void;
  label: string;
  error?: string;
  required?: boolean;
}

type PickTarget = 'file' | 'poster';

/**
 * An image or video field: shows the current file, opens the media library to pick or upload
 * one, and records what the storefront needs (alt text and intrinsic size for images, the poster
 * for videos).
 */
export function MediaPicker({ kind, value, onChange, label, error, required }: MediaPickerProps) {
  const [target, setTarget] = useState<PickTarget | null>(null);
  const altInputId = useId();
  const hasFile = value.url !== '';

  const choose = (asset: MediaAsset | UploadedAsset) => {
    if (target === 'poster') {
      onChange({ ...value, poster: asset.url });
    } else if (kind === 'image') {
      onChange(imageValueFromAsset(asset));
    } else {
      onChange({ url: asset.url, poster: value.poster ?? '' });
    }
    setTarget(null);
  };

  const clear = () => onChange(kind === 'image' ? { url: '', alt: '' } : { url: '', poster: '' });

  return (
    <Input.Wrapper label={label} required={required} error={error}>
      <Paper withBorder p="xs" radius="md" mt={4}>
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <Preview kind={kind} value={value} />
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            {hasFile ? (
              <Text size="xs" truncate="end" title={value.url}>
                {fileNameOfUrl(value.url)}
                {kind === 'image' && value.width && value.height
                  ? ` · ${value.width} × ${value.height}`
                  : ''}
              </Text>
            ) : (
              <Text size="xs" c="dimmed">
                No {kind} chosen
              </Text>
            )}
            <Group gap={6}>
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => setTarget('file')}
                data-testid="media:picker"
              >
                {hasFile ? `Change ${kind}` : `Choose ${kind}`}
              </Button>
              {hasFile && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  leftSection={<IconX size={12} />}
                  onClick={clear}
                >
                  Clear
                </Button>
              )}
            </Group>
          </Stack>
        </Group>
        {kind === 'image' && hasFile && (
          <TextInput
            id={altInputId}
            mt="xs"
            size="xs"
            label="Alt text"
            description="Leave empty only for decorative images"
            value={value.alt ?? ''}
            maxLength={300}
            onChange={(event) => onChange({ ...value, alt: event.currentTarget.value })}
          />
        )}
        {kind === 'video' && hasFile && (
          <Group mt="xs" gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed" style={{ flex: 1, minWidth: 0 }} truncate="end">
              Poster: {value.poster ? fileNameOfUrl(value.poster) : 'none'}
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={() => setTarget('poster')}>
              {value.poster ? 'Change poster' : 'Choose poster'}
            </Button>
            {value.poster && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="gray"
                onClick={() => onChange({ ...value, poster: '' })}
              >
                Remove poster
              </Button>
            )}
          </Group>
        )}
      </Paper>
      <Modal
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={
          target === 'poster'
            ? 'Choose a poster image'
            : `Choose ${kind === 'image' ? 'an image' : 'a video'}`
        }
        size="90%"
      >
        {target !== null && (
          <MediaLibrary kind={target === 'poster' ? 'image' : kind} onSelect={choose} />
        )}
      </Modal>
    </Input.Wrapper>
  );
}

function Preview({ kind, value }: { kind: 'image' | 'video'; value: MediaValue }) {
  if (kind === 'image' && value.url) {
    return (
      <Image
        src={value.url}
        alt={value.alt ?? ''}
        w={72}
        h={72}
        fit="contain"
        radius="sm"
        bg="gray.1"
      />
    );
  }
  if (kind === 'video' && value.poster) {
    return <Image src={value.poster} alt="" w={72} h={72} fit="cover" radius="sm" />;
  }
  return (
    <Center
      w={72}
      h={72}
      bg="gray.1"
      style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}
    >
      {kind === 'image' ? (
        <IconPhoto size={24} stroke={1.5} />
      ) : (
        <IconVideo size={24} stroke={1.5} />
      )}
    </Center>
  );
}

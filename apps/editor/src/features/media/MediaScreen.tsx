import { Stack, Text, Title } from '@mantine/core';
import { MediaLibrary } from './MediaLibrary';

export function MediaScreen() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Media</Title>
        <Text c="dimmed" size="sm">
          Images and videos for builder pages. The server checks each file's real type before it is
          stored.
        </Text>
      </div>
      <MediaLibrary />
    </Stack>
  );
}

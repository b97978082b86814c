import { useMutation } from '@apollo/client/react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye } from '../../lib/icons';
import { CreateBuilderPreviewTokenDocument } from '@lumo/graphql';
import { apiErrorMessage } from '../../lib/errors';

export function storefrontOrigin(): string {
  return import.meta.env.VITE_STOREFRONT_URL || 'http://localhost:3000';
}

/** The api gives a storefront path with ?preview=<token>; an absolute URL is kept as it is. */
export function previewUrl(urlFromApi: string, origin = storefrontOrigin()): string {
  return new URL(urlFromApi, origin).toString();
}

export function PreviewButton({ pageUid }: { pageUid: string }) {
  const [createToken, { loading }] = useMutation(CreateBuilderPreviewTokenDocument);

  const openPreview = async () => {
    // Open the tab inside the click, or the browser's popup blocker refuses it after the await.
    const tab = window.open('about:blank', '_blank');
    try {
      const result = await createToken({ variables: { pageUid } });
      const url = result.data?.createBuilderPreviewToken.url;
      if (!url) throw new Error('The preview link could not be created.');
      const target = previewUrl(url);
      if (tab) {
        tab.opener = null;
        tab.location.href = target;
      } else {
        window.open(target, '_blank', 'noopener');
      }
    } catch (error) {
      tab?.close();
      notifications.show({
        color: 'red',
        title: 'No preview',
        message: apiErrorMessage(error, 'The preview link could not be created.'),
      });
    }
  };

  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconEye size={14} />}
      onClick={openPreview}
      loading={loading}
      data-testid="history:preview"
    >
      Preview
    </Button>
  );
}

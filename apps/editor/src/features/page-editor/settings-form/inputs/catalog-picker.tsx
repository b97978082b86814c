import { useContext, useId, useMemo, useState } from 'react';
import { getApolloContext, useQuery } from '@apollo/client/react';
import { Avatar, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCategory, IconPackage, IconSearch } from '@tabler/icons-react';
import { isSafeMediaUrl, normalisePagePath } from '@lumo/block-schema';
import { EditorCatalogSearchDocument, type EditorCatalogSearchQuery } from '@lumo/graphql';
import { quietStoreContext } from '../../../../lib/apollo';
import { useFormStoreView } from '../form-store-view';

/** Results per list (products, categories). */
export const CATALOG_PICKER_PAGE_SIZE = 10;
/** Fewer letters find too much to be useful. */
export const CATALOG_SEARCH_MIN_LENGTH = 2;
export const CATALOG_SEARCH_MAX_LENGTH = 100;
/** How long the editor stops typing before the catalogue is searched. */
export const CATALOG_SEARCH_DELAY_MS = 300;

/** One product or category the picker offers, with the storefront path it fills in. */
export interface CatalogEntry {
  /** Unique among the options: "product:<uid>" or "category:<uid>". */
  key: string;
  kind: 'product' | 'category';
  name: string;
  /** The product's sku or the category's path, shown under the name. */
  detail: string;
  /** Storefront path inside the store view, e.g. "/eliquids/peppermint". */
  path: string;
  thumbnail: string | null;
}

/** The api's paths have no leading slash (request_path, url_path); a link needs one. */
function storefrontPath(apiPath: string | null | undefined): string | null {
  const trimmed = apiPath?.trim();
  return trimmed ? normalisePagePath(`/${trimmed.replace(/^\/+/, '')}`) : null;
}

/** The picker's options from one search answer; entries without a path cannot be linked to. */
export function catalogEntries(data: EditorCatalogSearchQuery | undefined): CatalogEntry[] {
  const entries: CatalogEntry[] = [];
  for (const product of data?.products?.items ?? []) {
    const path = storefrontPath(product?.request_path);
    if (!product || !path) continue;
    const image = product.small_image?.url ?? '';
    entries.push({
      key: `product:${product.uid}`,
      kind: 'product',
      name: product.name || path,
      detail: product.sku ? `SKU ${product.sku} · ${path}` : path,
      path,
      thumbnail: image && isSafeMediaUrl(image) ? image : null,
    });
  }
  for (const category of data?.categories?.items ?? []) {
    const path = storefrontPath(category?.url_path);
    if (!category || !path) continue;
    entries.push({
      key: `category:${category.uid}`,
      kind: 'category',
      name: category.name || path,
      detail: path,
      path,
      thumbnail: null,
    });
  }
  return entries;
}

interface CatalogPickerProps {
  /** The label of the link field the picker fills. */
  linkLabel: string;
  /** Called with the chosen entry's storefront path. */
  onPick(path: string): void;
  testId: string;
}

/**
 * Finds a product or category of the store view by name, sku or path, and fills the link field
 * with its storefront path. A search box with a listbox: arrows move, Enter picks, Escape closes.
 */
export function CatalogPicker(props: CatalogPickerProps) {
  const { client } = useContext(getApolloContext());
  if (!client) {
    // A form outside the app (no api client): the link is typed by hand.
    return null;
  }
  return <CatalogSearch {...props} />;
}

function CatalogSearch({ linkLabel, onPick, testId }: CatalogPickerProps) {
  const storeView = useFormStoreView();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const text = search.trim();
  const [settledText] = useDebouncedValue(text, CATALOG_SEARCH_DELAY_MS);
  const searchable = settledText.length >= CATALOG_SEARCH_MIN_LENGTH;
  const context = useMemo(() => quietStoreContext(storeView), [storeView]);
  const { data, loading, error } = useQuery(EditorCatalogSearchDocument, {
    variables: { text: settledText, pageSize: CATALOG_PICKER_PAGE_SIZE },
    skip: !searchable,
    fetchPolicy: 'no-cache',
    context,
  });
  const waiting = text !== settledText || loading;
  const entries = searchable && !waiting ? catalogEntries(data) : [];
  const products = entries.filter((entry) => entry.kind === 'product');
  const categories = entries.filter((entry) => entry.kind === 'category');
  const statusId = useId();

  const pick = (key: string) => {
    const entry = entries.find((candidate) => candidate.key === key);
    if (!entry) return;
    onPick(entry.path);
    setSearch('');
    combobox.closeDropdown();
  };

  let status: string | null = null;
  if (text.length < CATALOG_SEARCH_MIN_LENGTH) {
    status = `Type at least ${CATALOG_SEARCH_MIN_LENGTH} letters.`;
  } else if (waiting) status = 'Searching…';
  else if (error) status = 'The catalogue cannot be searched right now.';
  else if (entries.length === 0) status = `No product or category matches “${text}”.`;

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal>
      <Combobox.Target>
        <TextInput
          size="xs"
          aria-label={`Find a product or category for ${linkLabel}`}
          aria-describedby={status ? statusId : undefined}
          placeholder="Find a product or category…"
          data-testid={testId}
          leftSection={<IconSearch size={14} aria-hidden />}
          rightSection={waiting && searchable ? <Loader size={14} aria-label="Searching" /> : null}
          maxLength={CATALOG_SEARCH_MAX_LENGTH}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }}>
          {status ? (
            <Combobox.Empty id={statusId} role="status">
              {status}
            </Combobox.Empty>
          ) : null}
          {products.length > 0 ? (
            <Combobox.Group label="Products">
              {products.map((entry) => (
                <CatalogOption key={entry.key} entry={entry} />
              ))}
            </Combobox.Group>
          ) : null}
          {categories.length > 0 ? (
            <Combobox.Group label="Categories">
              {categories.map((entry) => (
                <CatalogOption key={entry.key} entry={entry} />
              ))}
            </Combobox.Group>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

function CatalogOption({ entry }: { entry: CatalogEntry }) {
  const Icon = entry.kind === 'product' ? IconPackage : IconCategory;
  return (
    <Combobox.Option value={entry.key} aria-label={`${entry.name}, ${entry.detail}`}>
      <Group gap="xs" wrap="nowrap">
        <Avatar src={entry.thumbnail} alt="" size={32} radius="sm">
          <Icon size={16} aria-hidden />
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" truncate>
            {entry.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {entry.detail}
          </Text>
        </div>
      </Group>
    </Combobox.Option>
  );
}

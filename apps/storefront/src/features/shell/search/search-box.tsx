'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { opensInPlace } from '../../client-platform/plain-click';
import { useShellStore } from '../state/shell-store';
import {
  MIN_SUGGESTION_QUERY_LENGTH,
  MAX_SUGGESTION_QUERY_LENGTH,
  SUGGESTION_DEBOUNCE_MS,
  QUERY_TOKEN,
  fetchSuggestions,
  type Suggestion,
} from './search-suggestions';

export interface SearchBoxStrings {
  toggle: string;
  close: string;
  label: string;
  placeholder: string;
  submit: string;
  suggestions: string;
  loading: string;
  /** Contains "{query}", replaced by the shopper's words. */
  empty: string;
  error: string;
  viewAll: string;
}

export interface SearchBoxProps {
  strings: SearchBoxStrings;
  storeView: string;
  pathPrefix: string;
  locale: string;
  /** The SearchSuggestions operation text. */
  document: string;
  fetchImpl?: typeof fetch;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; query: string; items: Suggestion[] }
  | { kind: 'error' };

/** Arrow keys move through the options and back to the input (-1), wrapping at both ends. */
export function nextActiveOption(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  const next = current + step;
  if (next >= count) return -1;
  if (next < -1) return count - 1;
  return next;
}

/**
 * SPEC §2.2 search toggle and box: a form that submits to /search?q=, with suggestions while the
 * shopper types (debounced), in the ARIA 1.2 combobox pattern with a listbox popup.
 */
export function SearchBox({
  strings,
  storeView,
  pathPrefix,
  locale,
  document: query,
  fetchImpl,
}: SearchBoxProps) {
  const open = useShellStore((state) => state.searchOpen);
  const setSearchOpen = useShellStore((state) => state.setSearchOpen);
  const [value, setValue] = useState('');
  const [answer, setStatus] = useState<Status>({ kind: 'idle' });
  const [active, setActive] = useState(-1);
  const [listOpen, setListOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLAnchorElement>(null);
  const router = useRouter();
  const id = useId();
  const listboxId = `${id}-listbox`;

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  useEffect(() => {
    const words = value.trim();
    if (words.length < MIN_SUGGESTION_QUERY_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setStatus({ kind: 'loading' });
      fetchSuggestions({
        query: words,
        document: query,
        storeView,
        pathPrefix,
        locale,
        signal: controller.signal,
        fetchImpl,
      }).then(
        (items) => {
          setStatus({ kind: 'done', query: words, items });
          setActive(-1);
        },
        () => {
          if (!controller.signal.aborted) setStatus({ kind: 'error' });
        },
      );
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, query, storeView, pathPrefix, locale, fetchImpl]);

  // Too few characters ask for nothing, whatever an earlier query answered.
  const status: Status =
    value.trim().length < MIN_SUGGESTION_QUERY_LENGTH ? { kind: 'idle' } : answer;
  const items = status.kind === 'done' ? status.items : [];
  const expanded = open && listOpen && status.kind !== 'idle';

  function close() {
    setSearchOpen(false);
    setListOpen(false);
    toggle.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!items.length) return;
      event.preventDefault();
      setListOpen(true);
      const step: 1 | -1 = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => nextActiveOption(current, step, items.length));
      return;
    }
    if (event.key === 'Enter' && expanded && active >= 0 && active < items.length) {
      event.preventDefault();
      const item = items[active];
      if (item) {
        setSearchOpen(false);
        router.push(item.href);
      }
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setListOpen(false);
      else close();
    }
  }

  const activeItem = expanded && active >= 0 && active < items.length ? items[active] : undefined;
  const message = (template: string) =>
    template.replace(QUERY_TOKEN, status.kind === 'done' ? status.query : value.trim());

  return (
    <div className="ls-search" data-open={open ? 'true' : undefined}>
      {/* A link to the search page (which has its own form) acting as the panel's button: without
          JavaScript the hidden panel cannot open, so the link is followed instead. A click before
          the code arrives is held like a button's (role="button", ADR 0052). */}
      <a
        ref={toggle}
        href={`${pathPrefix}/search`}
        role="button"
        className="ls-icon-button ls-search-toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-label={open ? strings.close : strings.toggle}
        data-testid="header:search-toggle"
        onClick={(event) => {
          // A modifier click opens the search page in a new tab, as for any link.
          if (!opensInPlace(event)) return;
          event.preventDefault();
          setSearchOpen(!open);
        }}
        onKeyDown={(event) => {
          // Space activates a button; a link would scroll the page.
          if (event.key !== ' ') return;
          event.preventDefault();
          setSearchOpen(!open);
        }}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </a>
      <div id={`${id}-panel`} className="ls-search-panel" hidden={!open}>
        <form
          role="search"
          className="ls-search-form"
          action={`${pathPrefix}/search`}
          method="get"
          data-testid="header:search-form"
          onSubmit={(event) => {
            if (!value.trim()) event.preventDefault();
            else setSearchOpen(false);
          }}
        >
          <label className="ls-visually-hidden" htmlFor={`${id}-input`}>
            {strings.label}
          </label>
          <input
            ref={input}
            id={`${id}-input`}
            className="ls-search-input"
            type="search"
            name="q"
            autoComplete="off"
            maxLength={MAX_SUGGESTION_QUERY_LENGTH}
            placeholder={strings.placeholder}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeItem ? `${id}-option-${active}` : undefined}
            data-testid="header:search-input"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setListOpen(true);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className="ls-button ls-button-primary ls-search-submit">
            {strings.submit}
          </button>
        </form>
        <div
          className="ls-search-results"
          hidden={!expanded}
          data-testid="header:search-suggestions"
        >
          <ul
            id={listboxId}
            role="listbox"
            aria-label={strings.suggestions}
            className="ls-suggestions"
          >
            {items.map((item, index) => (
              <li
                key={item.id}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className="ls-suggestion"
                data-testid="header:search-suggestion"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setSearchOpen(false);
                  router.push(item.href);
                }}
              >
                {item.imageUrl ? (
                  // Small product images from the api's media; next/image would add a round trip.
                  <img src={item.imageUrl} alt="" width="40" height="40" loading="lazy" />
                ) : (
                  <span className="ls-suggestion-placeholder" aria-hidden="true" />
                )}
                <span className="ls-suggestion-name">{item.name}</span>
                {item.price ? <span className="ls-suggestion-price">{item.price}</span> : null}
              </li>
            ))}
          </ul>
          <p className="ls-search-status" role="status" data-testid="header:search-status">
            {status.kind === 'loading'
              ? strings.loading
              : status.kind === 'error'
                ? strings.error
                : status.kind === 'done' && !items.length
                  ? message(strings.empty)
                  : ''}
          </p>
          {status.kind === 'done' && items.length ? (
            <a
              className="ls-search-all"
              href={`${pathPrefix}/search?q=${encodeURIComponent(status.query)}`}
            >
              {message(strings.viewAll)}
            </a>
          ) : null}
        </div>
      </div>
    </div>
  );
}

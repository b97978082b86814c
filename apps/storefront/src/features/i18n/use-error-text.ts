'use client';

import { useParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { ENGLISH_ERROR_TEXT, errorLanguageOf, loadErrorText, type ErrorText } from './error-text';

/**
 * The `errors` words in the store view's language for a client boundary. English store views
 * have them at once; others get null until their chunk arrived (a boundary shows no words in the
 * wrong language meanwhile), and English if it cannot load.
 */
export function useErrorText(): ErrorText | null {
  const language = errorLanguageOf(useParams<{ storeView: string }>()?.storeView);
  const [loaded, setLoaded] = useState<{ language: string; text: ErrorText } | null>(null);
  useEffect(() => {
    if (language === 'en') return;
    let current = true;
    loadErrorText(language)
      .catch(() => ENGLISH_ERROR_TEXT)
      .then((text) => {
        if (current) setLoaded({ language, text });
      });
    return () => {
      current = false;
    };
  }, [language]);
  if (language === 'en') return ENGLISH_ERROR_TEXT;
  return loaded?.language === language ? loaded.text : null;
}

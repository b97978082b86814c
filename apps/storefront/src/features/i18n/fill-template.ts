/**
 * Fills `{{name}}` placeholders of an already translated string. Dependency-free, for client
 * islands, which receive their strings as props from their server parent (ADR 0019) and may not
 * import i18next. A placeholder without a value stays as written.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : placeholder,
  );
}

/** One template per plural category of a language (CLDR: one, few, many, other...). */
export type PluralTemplates = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** "Only {{count}} left" in the right plural form for `count`, with the count in place. */
export function formatPlural(templates: PluralTemplates, locale: string, count: number): string {
  const category = new Intl.PluralRules(locale).select(count);
  return fillTemplate(templates[category] ?? templates.other, {
    count: new Intl.NumberFormat(locale).format(count),
  });
}

/** The 30 list items both bare pages render: the reference page size of issue 10's measurements. */
export interface BenchItem {
  id: number;
  title: string;
  description: string;
}

export const BENCH_ITEMS: readonly BenchItem[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  title: `Item ${index + 1}`,
  description: `A short line of text describing item number ${index + 1} of the list.`,
}));

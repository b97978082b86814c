import { ItemList } from '../item-list';
import { BENCH_ITEMS } from '../items';

// Prerendered at build time and served as a file: the limit for Next.js on this machine.
export const dynamic = 'force-static';

export default function PrerenderedPage() {
  return (
    <main>
      <h1>Prerendered</h1>
      <ItemList items={BENCH_ITEMS} />
    </main>
  );
}

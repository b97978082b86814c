import { ItemList } from '../item-list';
import { BENCH_ITEMS } from '../items';

// Rendered on every request: the "bare page rendered per request" that issue 9's targets divide by.
export const dynamic = 'force-dynamic';

export default function PerRequestPage() {
  return (
    <main>
      <h1>Rendered per request</h1>
      <p>Rendered at {new Date().toISOString()}</p>
      <ItemList items={BENCH_ITEMS} />
    </main>
  );
}

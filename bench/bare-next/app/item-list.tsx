import type { BenchItem } from './items';

export function ItemList({ items }: { items: readonly BenchItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <h2>{item.title}</h2>
          <p>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

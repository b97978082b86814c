import type { StoreViewCode } from '@lumo/block-schema';
import { and, asc, desc, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  cartAddresses,
  cartItems,
  carts,
  orderItems,
  orders,
  products,
  storeLocations,
  storeLocationStoreViews,
  type CartAddressKind,
  type CartAddressRow,
  type CartItemRow,
  type CartRow,
} from '../../db/schema';

export type NewCartItem = typeof cartItems.$inferInsert;
/** A cart row with its product's catalogue sku, name and url key (null: the product is gone). */
export type CartItemWithProduct = CartItemRow & {
  product: { sku: string; name: string; urlKey: string } | null;
};
export type NewCartAddress = Omit<typeof cartAddresses.$inferInsert, 'cartId' | 'kind'>;

/** Every query on the cart tables (and the order rows the cart counts from). */
export class CartRepository {
  constructor(readonly db: Database) {}

  transaction<T>(work: (repository: CartRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new CartRepository(tx)));
  }

  async byMaskedId(maskedId: string): Promise<CartRow | null> {
    const [row] = await this.db.select().from(carts).where(eq(carts.maskedId, maskedId)).limit(1);
    return row ?? null;
  }

  async byId(id: number): Promise<CartRow | null> {
    const [row] = await this.db.select().from(carts).where(eq(carts.id, id)).limit(1);
    return row ?? null;
  }

  async activeCustomerCart(storeView: StoreViewCode, customerId: number): Promise<CartRow | null> {
    const [row] = await this.db
      .select()
      .from(carts)
      .where(
        and(
          eq(carts.customerId, customerId),
          eq(carts.storeView, storeView),
          eq(carts.isActive, true),
        ),
      )
      .orderBy(desc(carts.id))
      .limit(1);
    return row ?? null;
  }

  async insertCart(values: typeof carts.$inferInsert): Promise<CartRow> {
    const [row] = await this.db.insert(carts).values(values).returning();
    return row!;
  }

  async updateCart(id: number, values: Partial<typeof carts.$inferInsert>): Promise<CartRow> {
    const [row] = await this.db.update(carts).set(values).where(eq(carts.id, id)).returning();
    return row!;
  }

  /** Lines and bundle child rows, in insertion order. */
  items(cartId: number): Promise<CartItemRow[]> {
    return this.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.cartId, cartId))
      .orderBy(asc(cartItems.id));
  }

  /**
   * Lines and bundle child rows in insertion order, each with its product's own sku, name and
   * url key (any store view: a line whose product is no longer sold still shows). One statement.
   */
  async itemsWithProducts(cartId: number): Promise<CartItemWithProduct[]> {
    const rows = await this.db
      .select({
        item: cartItems,
        product: { sku: products.sku, name: products.name, urlKey: products.urlKey },
      })
      .from(cartItems)
      .leftJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.cartId, cartId))
      .orderBy(asc(cartItems.id));
    return rows.map((row) => ({ ...row.item, product: row.product }));
  }

  async insertItem(values: NewCartItem): Promise<CartItemRow> {
    const [row] = await this.db.insert(cartItems).values(values).returning();
    return row!;
  }

  async setItemQty(cartId: number, itemId: number, qty: number, now: Date): Promise<void> {
    await this.db
      .update(cartItems)
      .set({ qty, updatedAt: now })
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
  }

  async deleteItem(cartId: number, itemId: number): Promise<void> {
    await this.db
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.cartId, cartId),
          or(eq(cartItems.id, itemId), eq(cartItems.parentItemId, itemId)),
        ),
      );
  }

  addresses(cartId: number): Promise<CartAddressRow[]> {
    return this.db.select().from(cartAddresses).where(eq(cartAddresses.cartId, cartId));
  }

  async upsertAddress(
    cartId: number,
    kind: CartAddressKind,
    values: NewCartAddress,
  ): Promise<CartAddressRow> {
    const [row] = await this.db
      .insert(cartAddresses)
      .values({ ...values, cartId, kind })
      .onConflictDoUpdate({
        target: [cartAddresses.cartId, cartAddresses.kind],
        set: {
          customerAddressId: values.customerAddressId ?? null,
          prefix: values.prefix ?? null,
          firstname: values.firstname,
          middlename: values.middlename ?? null,
          lastname: values.lastname,
          suffix: values.suffix ?? null,
          company: values.company ?? null,
          street: values.street,
          city: values.city,
          regionId: values.regionId ?? null,
          regionCode: values.regionCode ?? null,
          region: values.region ?? null,
          postcode: values.postcode ?? null,
          countryCode: values.countryCode,
          telephone: values.telephone ?? null,
          vatId: values.vatId ?? null,
          saveInAddressBook: values.saveInAddressBook ?? false,
          sameAsBilling: values.sameAsBilling ?? false,
          customerNotes: values.customerNotes ?? null,
          updatedAt: values.updatedAt,
        },
      })
      .returning();
    return row!;
  }

  /** Product ids and types of skus (any store view; availability is checked by the catalogue). */
  async productsBySku(skus: string[]) {
    if (skus.length === 0) return [];
    return this.db
      .select({
        id: products.id,
        sku: products.sku,
        type: products.type,
        parentId: products.parentId,
      })
      .from(products)
      .where(
        inArray(
          sql`upper(${products.sku})`,
          skus.map((sku) => sku.toUpperCase()),
        ),
      );
  }

  /** An active STORE location shown in the store view, in one of `countries`. */
  async pickupLocation(storeView: StoreViewCode, code: string) {
    const [row] = await this.db
      .select({ code: storeLocations.code, countryCode: storeLocations.countryCode })
      .from(storeLocations)
      .innerJoin(storeLocationStoreViews, eq(storeLocationStoreViews.locationId, storeLocations.id))
      .where(
        and(
          eq(storeLocations.code, code),
          eq(storeLocations.kind, 'STORE'),
          eq(storeLocations.isActive, true),
          eq(storeLocationStoreViews.storeView, storeView),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** Non-canceled orders of a store view with this coupon, in all and by this shopper. */
  async couponUses(
    storeView: StoreViewCode,
    code: string,
    who: { customerId: number | null; email: string | null },
  ): Promise<{ total: number; byShopper: number }> {
    const shopper =
      who.customerId !== null
        ? eq(orders.customerId, who.customerId)
        : who.email
          ? and(isNull(orders.customerId), sql`lower(${orders.email}) = ${who.email.toLowerCase()}`)
          : sql`false`;
    const [row] = await this.db
      .select({
        total: sql<number>`count(*)::int`,
        byShopper: sql<number>`count(*) filter (where ${shopper})::int`,
      })
      .from(orders)
      .where(
        and(
          eq(orders.storeView, storeView),
          sql`upper(${orders.couponCode}) = ${code.toUpperCase()}`,
          ne(orders.status, 'canceled'),
        ),
      );
    return { total: Number(row?.total ?? 0), byShopper: Number(row?.byShopper ?? 0) };
  }

  /**
   * Units of nicotine products (strength above 0) in the shopper's non-canceled orders of the
   * store view since `since`, with the time of each order (for the rolling period).
   */
  async nicotineUnitsOrdered(
    storeView: StoreViewCode,
    who: { customerId: number | null; email: string | null },
    since: Date,
  ): Promise<{ createdAt: Date; units: number }[]> {
    const shopper =
      who.customerId !== null
        ? eq(orders.customerId, who.customerId)
        : who.email
          ? sql`lower(${orders.email}) = ${who.email.toLowerCase()}`
          : null;
    if (!shopper) return [];
    const unit = sql`coalesce(${orderItems.variantProductId}, ${orderItems.productId})`;
    const rows = await this.db
      .select({
        createdAt: orders.createdAt,
        units: sql<number>`sum(${orderItems.qtyOrdered} - ${orderItems.qtyCanceled})::int`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, unit))
      .where(
        and(
          shopper,
          eq(orders.storeView, storeView),
          ne(orders.status, 'canceled'),
          gte(orders.createdAt, since),
          sql`${products.nicotineMgMl} > 0`,
          ne(products.type, 'bundle'),
        ),
      )
      .groupBy(orders.id, orders.createdAt)
      .orderBy(asc(orders.createdAt));
    return rows.map((row) => ({ createdAt: new Date(row.createdAt), units: Number(row.units) }));
  }
}

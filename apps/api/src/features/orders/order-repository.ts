import { and, asc, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { StoreViewCode } from '@lumo/block-schema';
import type { Database } from '../../db/database';
import {
  cartItems,
  carts,
  customers,
  orderAddresses,
  orderItems,
  orders,
  orderShipments,
  productIndex,
  products,
  type OrderAddressRow,
  type OrderItemRow,
  type OrderRow,
  type OrderShipmentRow,
  type OrderState,
} from '../../db/schema';

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId' | 'parentItemId'> & {
  /** The cart line's item id (to link bundle selections to their bundle row). */
  cartItemId: number;
  cartParentItemId: number | null;
};
export type NewOrderAddress = Omit<typeof orderAddresses.$inferInsert, 'orderId'>;

/** An order ran out of a unit while it was placed: the transaction rolls back. */
export class InsufficientStockError extends Error {
  override name = 'InsufficientStockError';
  constructor(readonly productId: number) {
    super('Not all of your products are available in the requested quantity.');
  }
}

/** The cart was ordered (or deactivated) by another request in the meantime. */
export class CartNoLongerActiveError extends Error {
  override name = 'CartNoLongerActiveError';
}

export interface OrderListFilter {
  statuses?: OrderState[];
  number?: { eq?: string; like?: string };
  grandTotal?: { fromMinor?: number; toMinor?: number };
  orderDate?: { from?: Date; to?: Date };
}

export interface OrderDetails {
  order: OrderRow;
  items: OrderItemRow[];
  addresses: OrderAddressRow[];
  shipments: OrderShipmentRow[];
  /** The customer passed an age check (orders of customers only). */
  customerAgeVerified: boolean;
}

/** Every query on orders and their rows; stock changes happen here, inside transactions. */
export class OrderRepository {
  constructor(readonly db: Database) {}

  transaction<T>(work: (repository: OrderRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new OrderRepository(tx)));
  }

  /**
   * Takes `qty` of each unit with one conditional UPDATE each (`stock_qty >= qty`): under
   * concurrent orders PostgreSQL re-checks the condition on the locked row, so stock never goes
   * negative. Units in id order, so two orders never lock in opposite orders (no deadlock).
   */
  async takeStock(units: { productId: number; qty: number }[]): Promise<void> {
    const sorted = [...units].sort((a, b) => a.productId - b.productId);
    const soldOut: number[] = [];
    for (const unit of sorted) {
      const [row] = await this.db
        .update(products)
        .set({
          stockQty: sql`case when ${products.manageStock} then ${products.stockQty} - ${unit.qty} else ${products.stockQty} end`,
          isInStock: sql`case when ${products.manageStock} then ${products.stockQty} - ${unit.qty} > 0 else ${products.isInStock} end`,
        })
        .where(
          and(
            eq(products.id, unit.productId),
            sql`(not ${products.manageStock} or (${products.isInStock} and ${products.stockQty} >= ${unit.qty}))`,
          ),
        )
        .returning({ stockQty: products.stockQty, manageStock: products.manageStock });
      if (!row) throw new InsufficientStockError(unit.productId);
      if (row.manageStock && row.stockQty <= 0) soldOut.push(unit.productId);
    }
    if (soldOut.length) {
      await this.db
        .update(productIndex)
        .set({ isInStock: false })
        .where(inArray(productIndex.productId, soldOut));
    }
  }

  /** Gives back what an order took (canceled or failed payment). */
  async returnStock(units: { productId: number; qty: number }[]): Promise<void> {
    const sorted = [...units].sort((a, b) => a.productId - b.productId);
    for (const unit of sorted) {
      await this.db
        .update(products)
        .set({ stockQty: sql`${products.stockQty} + ${unit.qty}`, isInStock: true })
        .where(and(eq(products.id, unit.productId), eq(products.manageStock, true)));
    }
    if (sorted.length) {
      await this.db
        .update(productIndex)
        .set({ isInStock: true })
        .where(
          inArray(
            productIndex.productId,
            sorted.map((unit) => unit.productId),
          ),
        );
    }
  }

  /** Deactivates the cart unless another request already did (then the order rolls back). */
  async deactivateCart(cartId: number, orderId: number, now: Date): Promise<void> {
    const rows = await this.db
      .update(carts)
      .set({ isActive: false, reservedOrderId: orderId, updatedAt: now })
      .where(and(eq(carts.id, cartId), eq(carts.isActive, true)))
      .returning({ id: carts.id });
    if (!rows.length) throw new CartNoLongerActiveError();
  }

  /**
   * Card payment failed: the cart comes back with its items ("cart intact"), unless the
   * customer has started another active cart in this store view meanwhile.
   */
  async reactivateCart(cartId: number, now: Date): Promise<void> {
    const [cart] = await this.db.select().from(carts).where(eq(carts.id, cartId));
    if (!cart) return;
    if (cart.customerId !== null) {
      const [other] = await this.db
        .select({ id: carts.id })
        .from(carts)
        .where(
          and(
            eq(carts.customerId, cart.customerId),
            eq(carts.storeView, cart.storeView),
            eq(carts.isActive, true),
          ),
        );
      if (other && other.id !== cart.id) {
        // An empty cart made after the order (customerCart) gives way to the restored one.
        const [hasItems] = await this.db
          .select({ n: sql<number>`count(*)::int` })
          .from(cartItems)
          .where(eq(cartItems.cartId, other.id));
        if ((hasItems?.n ?? 0) > 0) return;
        await this.db
          .update(carts)
          .set({ isActive: false, updatedAt: now })
          .where(eq(carts.id, other.id));
      }
    }
    await this.db
      .update(carts)
      .set({ isActive: true, reservedOrderId: null, updatedAt: now })
      .where(eq(carts.id, cartId));
  }

  async insertOrder(
    order: Omit<NewOrder, 'incrementId'>,
    items: NewOrderItem[],
    addresses: NewOrderAddress[],
  ): Promise<OrderRow> {
    const [inserted] = await this.db
      .insert(orders)
      .values({ ...order, incrementId: `tmp-${order.token}` })
      .returning();
    // Magento's nine-digit increment id from the serial id: unique without another sequence.
    const [row] = await this.db
      .update(orders)
      .set({ incrementId: String(inserted!.id).padStart(9, '0') })
      .where(eq(orders.id, inserted!.id))
      .returning();
    const idOfCartItem = new Map<number, number>();
    // Parents first, so a bundle's selection rows can point at the bundle's order row.
    const ordered = [
      ...items.filter((item) => item.cartParentItemId === null),
      ...items.filter((item) => item.cartParentItemId !== null),
    ];
    for (const item of ordered) {
      const { cartItemId, cartParentItemId, ...values } = item;
      const [created] = await this.db
        .insert(orderItems)
        .values({
          ...values,
          orderId: row!.id,
          parentItemId:
            cartParentItemId === null ? null : (idOfCartItem.get(cartParentItemId) ?? null),
        })
        .returning({ id: orderItems.id });
      idOfCartItem.set(cartItemId, created!.id);
    }
    if (addresses.length) {
      await this.db
        .insert(orderAddresses)
        .values(addresses.map((address) => ({ ...address, orderId: row!.id })));
    }
    return row!;
  }

  async findById(id: number): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id));
    return row;
  }

  async findByIdForUpdate(id: number): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id)).for('update');
    return row;
  }

  async findByNumber(incrementId: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.incrementId, incrementId));
    return row;
  }

  async findByToken(token: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.token, token));
    return row;
  }

  async updateOrder(id: number, values: Partial<NewOrder>): Promise<OrderRow> {
    const [row] = await this.db.update(orders).set(values).where(eq(orders.id, id)).returning();
    return row!;
  }

  /** Stock units an order holds: each line's simple product, as takeStock took them. */
  async unitsOf(orderId: number): Promise<{ productId: number; qty: number }[]> {
    const items = await this.itemsOf([orderId]);
    const units = new Map<number, number>();
    for (const item of items) {
      if (item.type === 'bundle' && item.parentItemId === null) continue;
      const productId = item.variantProductId ?? item.productId;
      if (productId === null) continue;
      const qty = item.qtyOrdered - item.qtyCanceled - item.qtyShipped;
      if (qty > 0) units.set(productId, (units.get(productId) ?? 0) + qty);
    }
    return [...units].map(([productId, qty]) => ({ productId, qty }));
  }

  itemsOf(orderIds: number[]): Promise<OrderItemRow[]> {
    if (!orderIds.length) return Promise.resolve([]);
    return this.db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.id));
  }

  async details(order: OrderRow): Promise<OrderDetails> {
    const [items, addresses, shipments, customer] = await Promise.all([
      this.itemsOf([order.id]),
      this.db.select().from(orderAddresses).where(eq(orderAddresses.orderId, order.id)),
      this.db
        .select()
        .from(orderShipments)
        .where(eq(orderShipments.orderId, order.id))
        .orderBy(asc(orderShipments.id)),
      order.customerId === null
        ? Promise.resolve([])
        : this.db
            .select({ ageVerifiedAt: customers.ageVerifiedAt })
            .from(customers)
            .where(eq(customers.id, order.customerId)),
    ]);
    return {
      order,
      items,
      addresses,
      shipments,
      customerAgeVerified: Boolean(customer[0]?.ageVerifiedAt),
    };
  }

  private listWhere(customerId: number, storeView: StoreViewCode, filter: OrderListFilter) {
    const conditions: SQL[] = [eq(orders.customerId, customerId), eq(orders.storeView, storeView)];
    if (filter.statuses) conditions.push(inArray(orders.status, filter.statuses));
    if (filter.number?.eq) conditions.push(eq(orders.incrementId, filter.number.eq));
    if (filter.number?.like) conditions.push(ilike(orders.incrementId, filter.number.like));
    if (filter.grandTotal?.fromMinor !== undefined)
      conditions.push(gte(orders.grandTotalMinor, filter.grandTotal.fromMinor));
    if (filter.grandTotal?.toMinor !== undefined)
      conditions.push(lte(orders.grandTotalMinor, filter.grandTotal.toMinor));
    if (filter.orderDate?.from) conditions.push(gte(orders.createdAt, filter.orderDate.from));
    if (filter.orderDate?.to) conditions.push(lte(orders.createdAt, filter.orderDate.to));
    return and(...conditions);
  }

  async list(
    customerId: number,
    storeView: StoreViewCode,
    filter: OrderListFilter,
    page: { size: number; offset: number },
    sort: { field: 'NUMBER' | 'CREATED_AT' | 'ENTITY_ID'; direction: 'ASC' | 'DESC' },
  ): Promise<{ rows: OrderRow[]; total: number; firstOrderAt: Date | null }> {
    const where = this.listWhere(customerId, storeView, filter);
    const column =
      sort.field === 'NUMBER'
        ? orders.incrementId
        : sort.field === 'CREATED_AT'
          ? orders.createdAt
          : orders.id;
    const order = sort.direction === 'ASC' ? asc(column) : desc(column);
    const [rows, [stats]] = await Promise.all([
      this.db
        .select()
        .from(orders)
        .where(where)
        .orderBy(order, sort.direction === 'ASC' ? asc(orders.id) : desc(orders.id))
        .limit(page.size)
        .offset(page.offset),
      this.db
        .select({
          total: sql<number>`count(*)::int`,
          first: sql<string | null>`min(${orders.createdAt})`,
        })
        .from(orders)
        .where(where),
    ]);
    return {
      rows,
      total: stats?.total ?? 0,
      firstOrderAt: stats?.first ? new Date(stats.first) : null,
    };
  }

  async addShipment(
    orderId: number,
    shipment: {
      carrier: string;
      title: string;
      trackingNumber: string;
      trackingUrl: string | null;
    },
    now: Date,
  ): Promise<void> {
    await this.db.insert(orderShipments).values({ orderId, ...shipment, createdAt: now });
    await this.db
      .update(orderItems)
      .set({ qtyShipped: sql`${orderItems.qtyOrdered} - ${orderItems.qtyCanceled}` })
      .where(eq(orderItems.orderId, orderId));
  }

  async cancelItems(orderId: number): Promise<void> {
    await this.db
      .update(orderItems)
      .set({ qtyCanceled: sql`${orderItems.qtyOrdered} - ${orderItems.qtyShipped}` })
      .where(eq(orderItems.orderId, orderId));
  }
}

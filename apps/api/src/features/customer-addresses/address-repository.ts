import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { customerAddresses, type CustomerAddressRow } from '../../db/schema';

export type NewCustomerAddress = typeof customerAddresses.$inferInsert;

/** Every query on customer_addresses; each read and write is scoped to one customer's id. */
export class AddressRepository {
  constructor(readonly db: Database) {}

  transaction<T>(work: (repository: AddressRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new AddressRepository(tx)));
  }

  list(customerId: number): Promise<CustomerAddressRow[]> {
    return this.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .orderBy(asc(customerAddresses.id));
  }

  async find(customerId: number, id: number): Promise<CustomerAddressRow | undefined> {
    const [row] = await this.db
      .select()
      .from(customerAddresses)
      .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)));
    return row;
  }

  async count(customerId: number): Promise<number> {
    return (await this.list(customerId)).length;
  }

  async insert(values: NewCustomerAddress): Promise<CustomerAddressRow> {
    const [row] = await this.db.insert(customerAddresses).values(values).returning();
    return row!;
  }

  async update(
    customerId: number,
    id: number,
    values: Partial<NewCustomerAddress>,
  ): Promise<CustomerAddressRow | undefined> {
    const [row] = await this.db
      .update(customerAddresses)
      .set(values)
      .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
      .returning();
    return row;
  }

  async delete(customerId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(customerAddresses)
      .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
      .returning({ id: customerAddresses.id });
    return rows.length > 0;
  }
}

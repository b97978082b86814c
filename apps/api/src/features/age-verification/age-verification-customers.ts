/**
 * What age verification needs of the customers feature (ADR 0027): read a customer, set
 * customers.age_verified_at. The customers feature's CustomerRepository has this shape.
 */
export interface AgeVerificationCustomer {
  id: number;
  firstname: string;
  lastname: string;
  dateOfBirth: string | null;
  ageVerifiedAt: Date | null;
}

export interface AgeVerificationCustomers {
  findById(id: number): Promise<AgeVerificationCustomer | undefined>;
  setAgeVerifiedAt(id: number, at: Date | null): Promise<void>;
}

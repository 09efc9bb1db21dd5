import { Injectable } from '@nestjs/common';
import { SalesRepository, type NewSale } from './sales.repository';

/** At most this many sales per statement. */
const MAX_BATCH = 50;

interface Waiting {
  sale: NewSale;
  resolve: (number: string) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for new sales: each process writes sales with one statement at a time
 * (`SalesRepository.createMany`); sales handed over meanwhile wait and are then written together,
 * so under load many requests share one round trip and one commit, and a busy business's sales
 * one hold of its locks. An idle writer starts at once. Each sale is still all or nothing: when a
 * shared statement fails (one sale's external_id is taken, the lock date moved under one of them),
 * each of its sales is written again on its own, so that every request gets its own answer.
 */
@Injectable()
export class SaleWriter {
  private waiting: Waiting[] = [];
  private writing = false;

  constructor(private readonly sales: SalesRepository) {}

  /** Writes the sale; answers its number. */
  write(sale: NewSale): Promise<string> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ sale, resolve, reject });
      if (this.waiting.length === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    if (this.writing || this.waiting.length === 0) return;
    this.writing = true;
    void this.run(this.waiting.splice(0, MAX_BATCH)).finally(() => {
      this.writing = false;
      this.flush();
    });
  }

  private async run(batch: Waiting[]): Promise<void> {
    try {
      const numbers = await this.sales.createMany(batch.map((waiting) => waiting.sale));
      batch.forEach((waiting, index) => waiting.resolve(numbers[index]));
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      await Promise.all(batch.map((waiting) => this.sales.createMany([waiting.sale]).then(([number]) => waiting.resolve(number), waiting.reject)));
    }
  }
}

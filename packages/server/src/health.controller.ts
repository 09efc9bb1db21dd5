import { Controller, Get, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { DomainError, success } from '@ledgerline/envelope';
import { DataSource } from 'typeorm';
import { Public } from './public.decorator';

/** `/healthz` (the process answers) and `/readyz` (the database answers) on every process. */
@ApiExcludeController()
@Public()
@Controller()
export class HealthController {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  @Get('healthz')
  healthz() {
    return success('Alive', { status: 'up' });
  }

  @Get('readyz')
  async readyz() {
    try {
      await this.db.query('SELECT 1');
    } catch {
      throw new DomainError('service_unavailable', 'Database unreachable');
    }
    return success('Ready', { status: 'up', database: 'up' });
  }
}

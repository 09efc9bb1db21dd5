import { Module } from '@nestjs/common';
import { SalesController } from './sales.controller';
import { SalesRepository } from './sales.repository';
import { SalesService } from './sales.service';
import { CreateSaleUseCase } from './create-sale.use-case';
import { UpdateSaleUseCase } from './update-sale.use-case';
import { VoidSaleUseCase } from './void-sale.use-case';

@Module({
  controllers: [SalesController],
  providers: [SalesService, SalesRepository, CreateSaleUseCase, UpdateSaleUseCase, VoidSaleUseCase],
})
export class SalesModule {}

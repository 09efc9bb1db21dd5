import { Module } from '@nestjs/common';
import { ReportsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { LedgerExportController } from './ledger-export.controller';
import { LedgerExportService } from './ledger-export.service';
import { ReceivablesController } from './receivables.controller';
import { ReceivablesService } from './receivables.service';
import { ReportContext } from './report-context';
import { ReportsService } from './reports.service';

@Module({
  controllers: [ReportsController, ReceivablesController, LedgerExportController],
  providers: [ReportsService, ReceivablesService, LedgerExportService, ReportsRepository, ReportContext],
})
export class ReportsModule {}

import { Module } from '@nestjs/common';
import { ReportsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { GeneralLedgerController } from './general-ledger.controller';
import { GeneralLedgerService } from './general-ledger.service';
import { LedgerExportController } from './ledger-export.controller';
import { LedgerExportService } from './ledger-export.service';
import { ReceivablesController } from './receivables.controller';
import { ReceivablesService } from './receivables.service';
import { ReportContext } from './report-context';
import { ReportsService } from './reports.service';

@Module({
  controllers: [ReportsController, GeneralLedgerController, ReceivablesController, LedgerExportController],
  providers: [ReportsService, GeneralLedgerService, ReceivablesService, LedgerExportService, ReportsRepository, ReportContext],
})
export class ReportsModule {}

import { Module } from '@nestjs/common';
import { ReportsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { LedgerExportController } from './ledger-export.controller';
import { LedgerExportService } from './ledger-export.service';
import { ReportContext } from './report-context';
import { ReportsService } from './reports.service';

@Module({ controllers: [ReportsController, LedgerExportController], providers: [ReportsService, ReportsRepository, ReportContext, LedgerExportService] })
export class ReportsModule {}

import { Module } from '@nestjs/common';
import { ReportsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { ReportContext } from './report-context';
import { ReportsService } from './reports.service';

@Module({ controllers: [ReportsController], providers: [ReportsService, ReportsRepository, ReportContext] })
export class ReportsModule {}

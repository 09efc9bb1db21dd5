import { Module } from '@nestjs/common';
import { JournalEntriesController } from './journal-entries.controller';
import { JournalEntriesRepository } from './journal-entries.repository';
import { JournalEntriesService } from './journal-entries.service';

@Module({ controllers: [JournalEntriesController], providers: [JournalEntriesService, JournalEntriesRepository] })
export class JournalEntriesModule {}

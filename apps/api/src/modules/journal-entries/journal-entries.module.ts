import { Module } from '@nestjs/common';
import { CreateJournalEntry } from './create-journal-entry.use-case';
import { JournalEntriesController } from './journal-entries.controller';
import { JournalEntriesRepository } from './journal-entries.repository';
import { JournalEntriesService } from './journal-entries.service';
import { ReverseJournalEntry } from './reverse-journal-entry.use-case';

@Module({ controllers: [JournalEntriesController], providers: [JournalEntriesService, CreateJournalEntry, ReverseJournalEntry, JournalEntriesRepository] })
export class JournalEntriesModule {}

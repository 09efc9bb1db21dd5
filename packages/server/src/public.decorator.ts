import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'ledgerline:public';

/** Marks a route as reachable without credentials; every other route is guarded. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);

import { z } from 'zod';

/** Paging of the contract: 1-based pageNo, and the list with pageNo, pageSize, totalPages, total. */
export const ZPageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export function ZPage<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  });
}

export function page<T>(list: T[], query: TPageQuery, total: number) {
  return {
    list,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalPages: Math.ceil(total / query.pageSize),
    total,
  };
}

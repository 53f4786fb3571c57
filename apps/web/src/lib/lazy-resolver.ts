import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose Zod schema (and Zod itself) is fetched when the form first
 * validates — on the first field left or the first submit — instead of with the page: the sign-in
 * page, the first page a visitor loads, then draws without the schema library (bench:web). The
 * schema is the same core schema the server validates with; only when it arrives changes.
 */
export function lazyZodResolver<T extends FieldValues>(load: () => Promise<unknown>): Resolver<T> {
  let resolver: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) =>
        zodResolver(schema as Parameters<typeof zodResolver>[0]) as unknown as Resolver<T>,
    );
    return (await resolver)(values, context, options);
  };
}

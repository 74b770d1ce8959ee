import { and, eq, ne, sql } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import type { Dependencies } from '../dependencies.ts';

interface UpdateProfileInput {
  name?: string | undefined;
  username?: string | null | undefined;
  image?: string | null | undefined;
}

/** Updates the actor's own name, username and image; usernames are unique regardless of case. */
export async function updateProfile({ db, actor }: Dependencies, input: UpdateProfileInput): Promise<void> {
  if (actor.isGuest) throw new AppError('FORBIDDEN', 'Guests cannot change the shared guest profile. Sign up to get your own.');
  if (input.username) {
    const [taken] = await db
      .select({ id: schema.user.id })
      .from(schema.user)
      .where(and(sql`lower(${schema.user.username}) = lower(${input.username})`, ne(schema.user.id, actor.userId)));
    if (taken) throw new AppError('CONFLICT', 'This username is already taken.');
  }
  const changes: Partial<typeof schema.user.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.username !== undefined) changes.username = input.username;
  if (input.image !== undefined) changes.image = input.image;
  await db.update(schema.user).set(changes).where(eq(schema.user.id, actor.userId));
}

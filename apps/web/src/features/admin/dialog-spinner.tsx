import { Spinner } from '@creatorlens/ui';

/**
 * The compact loading state of an admin dialog, for AppQueryState's `loading`: a spinner where a table skeleton
 * would not fit. Decorative, as AppQueryState's status already announces the loading.
 */
export function DialogSpinner() {
  return (
    <div className="flex justify-center py-8">
      <Spinner className="text-muted-foreground" />
    </div>
  );
}

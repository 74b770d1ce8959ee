import { getRouteApi } from '@tanstack/react-router';
import { ExportMenu } from '../features/exports/export-menu.tsx';
import { ImportCsvButton } from '../features/imports/import-csv-button.tsx';
import { WatchlistPage } from '../features/watchlists/watchlist-page.tsx';
import { ShareButton } from '../features/shares/share-button.tsx';
import { ListTeamControl } from '../features/teams/list-team-control.tsx';

const route = getRouteApi('/app/watchlist/$watchlistId');

/** /watchlist/$watchlistId with CSV import (manual lists) and the export menu, composed here: features do not import each other. */
export function WatchlistDetailRoutePage() {
  const { watchlistId } = route.useParams();
  return (
    <WatchlistPage
      watchlistId={watchlistId}
      renderActions={(watchlist) => (
        <>
          <ListTeamControl kind="watchlist" list={watchlist} />
          {watchlist.type === 'manual' && <ImportCsvButton target={{ kind: 'watchlist', id: watchlist.id, name: watchlist.name }} />}
          <ExportMenu subject={{ kind: 'watchlist', id: watchlist.id }} />
          <ShareButton subject={{ kind: 'watchlist', id: watchlist.id, name: watchlist.name }} />
        </>
      )}
    />
  );
}

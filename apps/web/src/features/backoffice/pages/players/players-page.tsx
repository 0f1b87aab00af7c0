import { Route, Routes } from 'react-router';
import { PlayerProfile } from './player-profile';
import { PlayerSearch } from './player-search';
import './players.css';

/** /backoffice/players: the search, and a player's profile at /backoffice/players/:id. */
export function PlayersPage() {
  return (
    <Routes>
      <Route index element={<PlayerSearch />} />
      <Route path=":id" element={<PlayerProfile />} />
    </Routes>
  );
}

import { BuildingPage } from './building-page';

/** /what-is-synthwave */
export function WhatIsSynthwavePage() {
  return <BuildingPage />;
}

import { LibraryTracks } from './library-tracks';
import { LibraryUploadForm } from './library-upload-form';
import { PendingSubmissions } from './pending-submissions';

/**
 * The back office's library tab: artists' songs waiting for a decision and the crew's upload
 * side by side, then every track of the library with its rotation.
 */
export function StationLibrary() {
  return (
    <div className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="panel grid content-start p-5 sm:p-6">
          <PendingSubmissions level="h2" />
        </div>
        <LibraryUploadForm />
      </div>
      <LibraryTracks />
    </div>
  );
}

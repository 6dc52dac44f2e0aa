// The package ships no types; this covers the part the live stream's tests use.
declare module 'icecast-metadata-js' {
  export interface IcecastReadStats {
    totalBytesRead: number;
    streamBytesRead: number;
    metadataLengthBytesRead: number;
    metadataBytesRead: number;
  }

  export interface IcecastReadValue {
    stream?: Uint8Array;
    metadata?: Record<string, string>;
    stats: IcecastReadStats;
  }

  export class IcecastMetadataReader {
    constructor(options?: {
      icyMetaInt?: number;
      metadataTypes?: Array<'icy' | 'ogg'>;
      icyDetectionTimeout?: number;
      onMetadata?: (value: { metadata: Record<string, string>; stats: IcecastReadStats }) => void;
      onStream?: (value: { stream: Uint8Array; stats: IcecastReadStats }) => void;
      onError?: (message: string) => void;
    });
    iterator(data: Uint8Array): IterableIterator<IcecastReadValue>;
  }
}
